import { describe, expect, it } from 'vitest';

import { toMovingHomeInput, type MoveValues } from './moving-home-input';

const BRAND = '0b7e0f5c-3d5e-4c59-9d59-2d8f7a0b9c11';
const COBURG: MoveValues = {
  name: 'Moving to Coburg – December 2026',
  street: '7 Sydney Road',
  suburb: 'Coburg',
  state: 'VIC',
  postcode: '3058',
  moving_date: '',
};

describe('toMovingHomeInput', () => {
  it('sends the brands, the sanitised name and the address in parts', () => {
    expect(
      toMovingHomeInput([BRAND], { ...COBURG, name: ' <img src=x onerror=alert(1)>Our move ' }),
    ).toEqual({
      ok: true,
      input: {
        brandIds: [BRAND],
        journey: {
          name: 'Our move',
          new_address: {
            street: '7 Sydney Road',
            suburb: 'Coburg',
            state: 'VIC',
            postcode: '3058',
          },
        },
      },
    });
  });

  it('keeps the moving day when given', () => {
    const result = toMovingHomeInput([], { ...COBURG, moving_date: '2027-03-14' });
    expect(result.ok && result.input.journey.moving_date).toBe('2027-03-14');
  });

  it('names every missing field at once', () => {
    expect(
      toMovingHomeInput([], {
        name: '<i></i>',
        street: ' ',
        suburb: '',
        state: '',
        postcode: '',
        moving_date: '14/03/2027',
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Enter a name for the journey using words, not markup.',
        street: 'Enter the street address, e.g. 7 Sydney Road.',
        suburb: 'Enter the suburb or town.',
        state: 'Choose the state or territory.',
        postcode: 'Enter the 4-digit postcode.',
        moving_date: 'Moving day must be a date (YYYY-MM-DD).',
      },
    });
  });

  it('reports a postcode of another state against the postcode', () => {
    expect(toMovingHomeInput([], { ...COBURG, state: 'NSW' })).toEqual({
      ok: false,
      errors: { postcode: 'Postcode 3058 is not in NSW: check the state or the postcode.' },
    });
  });
});

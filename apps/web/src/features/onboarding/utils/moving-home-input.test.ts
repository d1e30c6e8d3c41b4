import { describe, expect, it } from 'vitest';

import { toMovingHomeInput } from './moving-home-input';

const BRAND = '0b7e0f5c-3d5e-4c59-9d59-2d8f7a0b9c11';

describe('toMovingHomeInput', () => {
  it('sends the brands and the sanitised journey, blanks left out', () => {
    expect(
      toMovingHomeInput([BRAND], {
        name: ' <img src=x onerror=alert(1)>Our move ',
        target_address: '  ',
        moving_date: '',
      }),
    ).toEqual({ ok: true, input: { brandIds: [BRAND], journey: { name: 'Our move' } } });
  });

  it('keeps the address and moving day when given', () => {
    const result = toMovingHomeInput([], {
      name: 'Move',
      target_address: ' 1 Smith St ',
      moving_date: '2027-03-14',
    });
    expect(result).toEqual({
      ok: true,
      input: {
        brandIds: [],
        journey: { name: 'Move', target_address: '1 Smith St', moving_date: '2027-03-14' },
      },
    });
  });

  it('reports a bad moving day against its field', () => {
    expect(
      toMovingHomeInput([], { name: 'Move', target_address: '', moving_date: '14/03/2027' }),
    ).toEqual({ ok: false, errors: { moving_date: 'Moving day must be a date (YYYY-MM-DD).' } });
  });

  it('refuses an empty name', () => {
    expect(toMovingHomeInput([], { name: '<i></i>', target_address: '', moving_date: '' }).ok).toBe(
      false,
    );
  });
});

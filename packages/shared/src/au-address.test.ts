import { describe, expect, it } from 'vitest';
import {
  auAddressSchema,
  formatAddressLine,
  postcodeMatchesState,
  splitAddressLine,
  stateOfPostcode,
} from './au-address';

describe('postcodeMatchesState', () => {
  it.each([
    ['VIC', '3058'],
    ['NSW', '2000'],
    ['ACT', '2600'],
    ['ACT', '2913'],
    ['NT', '0800'],
    ['QLD', '4000'],
    ['SA', '5000'],
    ['WA', '6000'],
    ['TAS', '7000'],
  ] as const)('%s %s agree', (state, postcode) => {
    expect(postcodeMatchesState(state, postcode)).toBe(true);
  });

  it.each([
    ['NSW', '3058'],
    ['VIC', '2000'],
    ['NSW', '2600'],
    ['QLD', '0800'],
    ['VIC', '305'],
    ['VIC', '30588'],
    ['VIC', 'abcd'],
  ] as const)('%s %s do not', (state, postcode) => {
    expect(postcodeMatchesState(state, postcode)).toBe(false);
  });

  it('finds the state of a postcode', () => {
    expect(stateOfPostcode('3058')).toBe('VIC');
    expect(stateOfPostcode('2612')).toBe('ACT');
    expect(stateOfPostcode('0000')).toBeUndefined();
  });
});

describe('auAddressSchema', () => {
  it('accepts a whole address and trims it', () => {
    const parsed = auAddressSchema.parse({
      street: ' 7 Sydney Road ',
      suburb: 'Coburg',
      state: 'VIC',
      postcode: '3058',
    });
    expect(formatAddressLine(parsed)).toBe('7 Sydney Road, Coburg VIC 3058');
  });

  it('refuses a postcode of another state, on the postcode', () => {
    const result = auAddressSchema.safeParse({
      street: '7 Sydney Road',
      suburb: 'Coburg',
      state: 'NSW',
      postcode: '3058',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['postcode'],
        message: 'Postcode 3058 is not in NSW: check the state or the postcode.',
      }),
    ]);
  });

  it('names every missing part', () => {
    const result = auAddressSchema.safeParse({ street: '', suburb: ' ', postcode: '' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'street',
      'suburb',
      'state',
      'postcode',
    ]);
  });
});

describe('splitAddressLine', () => {
  it.each([
    ['7 Sydney Road, Coburg VIC 3058', '7 Sydney Road', 'Coburg', 'VIC', '3058'],
    ['7 Sydney Road, Coburg, vic 3058', '7 Sydney Road', 'Coburg', 'VIC', '3058'],
    [
      'Unit 2, 7 Sydney Road, Coburg VIC 3058, Australia',
      'Unit 2, 7 Sydney Road',
      'Coburg',
      'VIC',
      '3058',
    ],
    ['1 Main St, Port Macquarie NSW 2444', '1 Main St', 'Port Macquarie', 'NSW', '2444'],
    ['  9  George St ,  Sydney  NSW  2000 ', '9 George St', 'Sydney', 'NSW', '2000'],
  ])('splits %j', (line, street, suburb, state, postcode) => {
    expect(splitAddressLine(line)).toEqual({ street, suburb, state, postcode });
  });

  it.each([
    '7 Sydney Road',
    '7 Sydney Road, Coburg',
    'Coburg VIC 3058',
    '7 Sydney Road, Coburg XY 3058',
  ])('leaves %j alone', (line) => {
    expect(splitAddressLine(line)).toBeUndefined();
  });
});

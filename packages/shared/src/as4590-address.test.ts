import { describe, expect, it } from 'vitest';
import { toAs4590 } from './as4590-address';

const at = (street: string) =>
  toAs4590({ street, suburb: 'Coburg', state: 'VIC', postcode: '3058' });

describe('toAs4590', () => {
  it('splits number, street name and type', () => {
    expect(at('7 Sydney Road')).toEqual({
      unit: null,
      number: '7',
      street: 'Sydney',
      street_type: 'Road',
      suburb: 'Coburg',
      state: 'VIC',
      postcode: '3058',
      country: 'AU',
    });
  });

  it.each([
    ['Unit 2, 7 Sydney Road', '2', '7', 'Sydney', 'Road'],
    ['2/7 Sydney Road', '2', '7', 'Sydney', 'Road'],
    ['Apt 12B 150 St Georges Terrace', '12B', '150', 'St Georges', 'Terrace'],
    ['14-16 Little Collins St', null, '14-16', 'Little Collins', 'St'],
    ['3a Mount Street', null, '3a', 'Mount', 'Street'],
  ])('reads %s', (street, unit, number, name, type) => {
    expect(at(street)).toMatchObject({ unit, number, street: name, street_type: type });
  });

  it('keeps a line it cannot read whole, in the street part', () => {
    expect(at('Lot 5 Rural Route')).toMatchObject({ number: '', street: 'Lot 5 Rural Route' });
    expect(at('Farm')).toMatchObject({ unit: null, number: '', street: 'Farm', street_type: '' });
  });
});

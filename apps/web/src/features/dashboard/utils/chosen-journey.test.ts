import { describe, expect, it } from 'vitest';

import { chosenJourney } from './chosen-journey';

describe('chosenJourney', () => {
  it('offers Moving Home by default and for a move', () => {
    expect(chosenJourney(null)).toMatchObject({
      label: "I'm moving home",
      href: '/moving-home/start',
    });
    expect(chosenJourney('moving_house').href).toBe('/moving-home/start');
  });

  it('offers the journey chosen before sign-up', () => {
    expect(chosenJourney('getting_married')).toMatchObject({
      label: 'Start your Getting Married journey',
      href: '/app/journeys?start=getting_married',
    });
  });
});

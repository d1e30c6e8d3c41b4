// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';

import { journeyOfPath, rememberJourneyIntent, rememberedJourneyIntent } from './journey-intent';

describe('journeyOfPath', () => {
  it.each([
    ['/moving-home/start', 'moving_house'],
    ['/app/journeys?start=getting_married', 'getting_married'],
    ['/app/journeys?start=changing_jobs', 'changing_jobs'],
  ])('reads %s as %s', (path, journey) => {
    expect(journeyOfPath(path)).toBe(journey);
  });

  it.each([null, '', '/business', '/dashboard', '/app/journeys?start=', '/app/journeys?start=x'])(
    'finds no journey in %j',
    (path) => {
      expect(journeyOfPath(path)).toBeNull();
    },
  );
});

describe('the remembered intent', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a journey start and ignores other pages', () => {
    rememberJourneyIntent('/business');
    expect(rememberedJourneyIntent()).toBeNull();
    rememberJourneyIntent('/app/journeys?start=getting_hacked');
    expect(rememberedJourneyIntent()).toBe('getting_hacked');
  });
});

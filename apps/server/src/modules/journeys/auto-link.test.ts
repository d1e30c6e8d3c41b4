import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { autoLinkFootprints, type AutoLinkStore } from './auto-link';

const now = new Date('2027-03-10T12:00:00.000Z');
const params = { userId: 'u1', journeyId: 'j1', journeyType: 'moving_house' as const, now };
const unusedDb = {} as Db;

function fakeStore(overrides: Partial<AutoLinkStore> = {}): AutoLinkStore {
  return {
    readOnboarding: vi.fn(async () => ({ history: [], completedAt: null })),
    linkMatching: vi.fn(async () => 0),
    ...overrides,
  };
}

describe('autoLinkFootprints', () => {
  it('links in one call for the journey and answers how many were linked', async () => {
    const store = fakeStore({ linkMatching: vi.fn(async () => 2) });
    expect(await autoLinkFootprints(unusedDb, createLogger('silent'), params, store)).toBe(2);
    expect(store.linkMatching).toHaveBeenCalledOnce();
    expect(store.linkMatching).toHaveBeenCalledWith({
      userId: 'u1',
      journeyId: 'j1',
      journeyType: 'moving_house',
      window: null,
    });
  });

  it('asks for the 2-minute window around a matching onboarding, and for none otherwise', async () => {
    const matching = fakeStore({
      readOnboarding: vi.fn(async () => ({
        history: [{ type: 'moving_house', completed_at: '2027-03-01T00:00:00.000Z' }],
        completedAt: null,
      })),
    });
    await autoLinkFootprints(unusedDb, createLogger('silent'), params, matching);
    expect(matching.linkMatching).toHaveBeenCalledWith(
      expect.objectContaining({
        window: {
          from: new Date('2027-02-28T23:58:00.000Z'),
          to: new Date('2027-03-01T00:02:00.000Z'),
        },
      }),
    );

    const stale = fakeStore({
      readOnboarding: vi.fn(async () => ({
        history: [{ type: 'general', completed_at: '2027-03-01T00:00:00.000Z' }],
        completedAt: null,
      })),
    });
    await autoLinkFootprints(unusedDb, createLogger('silent'), params, stale);
    expect(stale.linkMatching).toHaveBeenCalledWith(expect.objectContaining({ window: null }));
  });

  it('only logs a failure to read the profile and links nothing', async () => {
    const logger = createLogger('silent');
    const error = vi.spyOn(logger, 'error');
    const store = fakeStore({
      readOnboarding: vi.fn(async () => {
        throw new Error('database gone');
      }),
    });
    await expect(autoLinkFootprints(unusedDb, logger, params, store)).resolves.toBe(0);
    expect(error).toHaveBeenCalledOnce();
    expect(store.linkMatching).not.toHaveBeenCalled();
  });

  it('only logs a failing insert', async () => {
    const logger = createLogger('silent');
    const error = vi.spyOn(logger, 'error');
    const store = fakeStore({
      linkMatching: vi.fn(async () => {
        throw new Error('constraint');
      }),
    });
    await expect(autoLinkFootprints(unusedDb, logger, params, store)).resolves.toBe(0);
    expect(error).toHaveBeenCalledOnce();
  });

  it("never links the person's footprints to a Losing a Loved One journey", async () => {
    const store = fakeStore({ linkMatching: vi.fn(async () => 3) });
    const loss = { ...params, journeyType: 'losing_loved_one' as const };
    expect(await autoLinkFootprints(unusedDb, createLogger('silent'), loss, store)).toBe(0);
    expect(store.readOnboarding).not.toHaveBeenCalled();
    expect(store.linkMatching).not.toHaveBeenCalled();
  });
});

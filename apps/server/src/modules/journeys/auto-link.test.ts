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
    findCandidates: vi.fn(async () => []),
    insertLinks: vi.fn(async () => {}),
    ...overrides,
  };
}

describe('autoLinkFootprints', () => {
  it('inserts every selected footprint in one insert, onboarding ones first', async () => {
    const store = fakeStore({
      findCandidates: vi.fn(async () => [
        { id: 'f-pii', inWindow: false },
        { id: 'f-onboarding', inWindow: true },
      ]),
    });
    const linked = await autoLinkFootprints(unusedDb, createLogger('silent'), params, store);
    expect(linked).toEqual(['f-onboarding', 'f-pii']);
    expect(store.insertLinks).toHaveBeenCalledOnce();
    expect(store.insertLinks).toHaveBeenCalledWith({
      userId: 'u1',
      journeyId: 'j1',
      footprintIds: ['f-onboarding', 'f-pii'],
    });
  });

  it('inserts nothing when nothing is selected', async () => {
    const store = fakeStore();
    expect(await autoLinkFootprints(unusedDb, createLogger('silent'), params, store)).toEqual([]);
    expect(store.insertLinks).not.toHaveBeenCalled();
  });

  it('asks for the 2-minute window around a matching onboarding, and for none otherwise', async () => {
    const matching = fakeStore({
      readOnboarding: vi.fn(async () => ({
        history: [{ type: 'moving_house', completed_at: '2027-03-01T00:00:00.000Z' }],
        completedAt: null,
      })),
    });
    await autoLinkFootprints(unusedDb, createLogger('silent'), params, matching);
    expect(matching.findCandidates).toHaveBeenCalledWith({
      userId: 'u1',
      journeyType: 'moving_house',
      window: {
        from: new Date('2027-02-28T23:58:00.000Z'),
        to: new Date('2027-03-01T00:02:00.000Z'),
      },
    });

    const stale = fakeStore({
      readOnboarding: vi.fn(async () => ({
        history: [{ type: 'general', completed_at: '2027-03-01T00:00:00.000Z' }],
        completedAt: null,
      })),
    });
    await autoLinkFootprints(unusedDb, createLogger('silent'), params, stale);
    expect(stale.findCandidates).toHaveBeenCalledWith(expect.objectContaining({ window: null }));
  });

  it('only logs a failure and answers no links', async () => {
    const logger = createLogger('silent');
    const error = vi.spyOn(logger, 'error');
    const store = fakeStore({
      findCandidates: vi.fn(async () => {
        throw new Error('database gone');
      }),
    });
    await expect(autoLinkFootprints(unusedDb, logger, params, store)).resolves.toEqual([]);
    expect(error).toHaveBeenCalledOnce();
    expect(store.insertLinks).not.toHaveBeenCalled();
  });

  it('only logs a failing insert', async () => {
    const logger = createLogger('silent');
    const error = vi.spyOn(logger, 'error');
    const store = fakeStore({
      findCandidates: vi.fn(async () => [{ id: 'f1', inWindow: false }]),
      insertLinks: vi.fn(async () => {
        throw new Error('constraint');
      }),
    });
    await expect(autoLinkFootprints(unusedDb, logger, params, store)).resolves.toEqual([]);
    expect(error).toHaveBeenCalledOnce();
  });
});

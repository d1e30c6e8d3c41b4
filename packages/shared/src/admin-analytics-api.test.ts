import { describe, expect, it } from 'vitest';
import {
  analyticsCsvRows,
  fillDays,
  presetRange,
  resolveDateRange,
  type AdminAnalytics,
} from './admin-analytics-api';

const TODAY = '2025-03-15';

describe('resolveDateRange', () => {
  it('defaults to the 30 days ending today, both ends included', () => {
    expect(resolveDateRange({}, TODAY)).toEqual({
      ok: true,
      range: { from: '2025-02-14', to: TODAY, days: 30 },
    });
    expect(resolveDateRange({ to: '2025-01-31' }, TODAY)).toEqual({
      ok: true,
      range: { from: '2025-01-02', to: '2025-01-31', days: 30 },
    });
  });

  it('takes one day, and a leap year of 366 days, but not 367', () => {
    expect(resolveDateRange({ from: TODAY, to: TODAY }, TODAY)).toMatchObject({
      ok: true,
      range: { days: 1 },
    });
    expect(resolveDateRange({ from: '2024-01-01', to: '2024-12-31' }, TODAY)).toMatchObject({
      ok: true,
      range: { days: 366 },
    });
    expect(resolveDateRange({ from: '2024-01-01', to: '2025-01-01' }, TODAY)).toEqual({
      ok: false,
      message: 'The range is 367 days; it can be 366 days at most.',
    });
  });

  it('refuses dates that do not exist, backwards ranges and ranges ending after today', () => {
    expect(resolveDateRange({ from: '2025-02-29' }, TODAY)).toEqual({
      ok: false,
      message: 'from (2025-02-29) is not a date.',
    });
    expect(resolveDateRange({ to: '2025-13-01' }, TODAY)).toMatchObject({ ok: false });
    expect(resolveDateRange({ from: '2025-03-02', to: '2025-03-01' }, TODAY)).toEqual({
      ok: false,
      message: 'from (2025-03-02) is after to (2025-03-01).',
    });
    expect(resolveDateRange({ to: '2025-03-16' }, TODAY)).toEqual({
      ok: false,
      message: 'to (2025-03-16) is after today (2025-03-15).',
    });
  });

  it('makes the presets end today', () => {
    expect(presetRange(7, TODAY)).toEqual({ from: '2025-03-09', to: TODAY, days: 7 });
    expect(presetRange(90, '2024-03-01')).toEqual({
      from: '2023-12-03',
      to: '2024-03-01',
      days: 90,
    });
  });
});

describe('fillDays', () => {
  it('gives every day of the range, across a month end, with 0 where nothing happened', () => {
    expect(
      fillDays({ from: '2024-02-28', to: '2024-03-02' }, [
        { date: '2024-02-29', count: 4 },
        { date: '2024-03-02', count: 1 },
      ]),
    ).toEqual([
      { date: '2024-02-28', count: 0 },
      { date: '2024-02-29', count: 4 },
      { date: '2024-03-01', count: 0 },
      { date: '2024-03-02', count: 1 },
    ]);
  });
});

describe('analyticsCsvRows', () => {
  it('writes every figure as one row, rounding rates and leaving missing ones empty', () => {
    const figures: AdminAnalytics = {
      range: { from: '2025-03-14', to: TODAY, days: 2 },
      generatedAt: '2025-03-15T10:00:00.000Z',
      signUps: {
        total: 3,
        perDay: [
          { date: '2025-03-14', count: 1 },
          { date: TODAY, count: 2 },
        ],
      },
      activeUsers: { last7Days: 5, last30Days: 9 },
      journeys: [{ type: 'moving_house', status: 'active', count: 2 }],
      safeModeJourneys: 1,
      updateRequests: [
        { channel: 'email', status: 'completed', completedBy: 'company', count: 1 },
        { channel: 'manual', status: 'completed', completedBy: 'person', count: 2 },
        { channel: 'manual', status: 'sent', completedBy: null, count: 1 },
      ],
      confirmationByChannel: [
        {
          channel: 'email',
          sent: 3,
          confirmed: 1,
          rate: 1 / 3,
          medianSecondsToConfirm: 600,
          doneByPerson: 0,
          checklists: 0,
        },
        {
          channel: 'manual',
          sent: 0,
          confirmed: 0,
          rate: null,
          medianSecondsToConfirm: null,
          doneByPerson: 2,
          checklists: 3,
        },
      ],
      confirmationByBrand: [
        {
          brandId: 'b1',
          brandName: 'Acme',
          sent: 2,
          confirmed: 0,
          rate: 0,
          medianSecondsToConfirm: null,
          doneByPerson: 1,
          checklists: 0,
        },
      ],
      funnel: { signedUp: 3, addedFootprints: 2, startedJourney: 1, confirmedUpdate: 1 },
    };
    expect(analyticsCsvRows(figures)).toEqual([
      ['range', 'from', 'date', '2025-03-14'],
      ['range', 'to', 'date', TODAY],
      ['sign_ups', 'total', 'count', 3],
      ['sign_ups_per_day', '2025-03-14', 'count', 1],
      ['sign_ups_per_day', TODAY, 'count', 2],
      ['active_users', 'last_7_days', 'count', 5],
      ['active_users', 'last_30_days', 'count', 9],
      ['journeys', 'moving_house/active', 'count', 2],
      ['safe_mode_journeys', 'total', 'count', 1],
      ['update_requests', 'email/completed/by_company', 'count', 1],
      ['update_requests', 'manual/completed/by_person', 'count', 2],
      ['update_requests', 'manual/sent', 'count', 1],
      ['by_channel', 'email', 'sent_to_company', 3],
      ['by_channel', 'email', 'confirmed_by_company', 1],
      ['by_channel', 'email', 'company_confirmation_rate', 0.3333],
      ['by_channel', 'email', 'median_seconds_to_confirm', 600],
      ['by_channel', 'email', 'done_by_person', 0],
      ['by_channel', 'email', 'checklists', 0],
      ['by_channel', 'manual', 'sent_to_company', 0],
      ['by_channel', 'manual', 'confirmed_by_company', 0],
      ['by_channel', 'manual', 'company_confirmation_rate', null],
      ['by_channel', 'manual', 'median_seconds_to_confirm', null],
      ['by_channel', 'manual', 'done_by_person', 2],
      ['by_channel', 'manual', 'checklists', 3],
      ['by_brand', 'Acme', 'sent_to_company', 2],
      ['by_brand', 'Acme', 'confirmed_by_company', 0],
      ['by_brand', 'Acme', 'company_confirmation_rate', 0],
      ['by_brand', 'Acme', 'median_seconds_to_confirm', null],
      ['by_brand', 'Acme', 'done_by_person', 1],
      ['by_brand', 'Acme', 'checklists', 0],
      ['funnel', 'signed_up', 'count', 3],
      ['funnel', 'added_footprints', 'count', 2],
      ['funnel', 'started_journey', 'count', 1],
      ['funnel', 'confirmed_update', 'count', 1],
    ]);
  });
});

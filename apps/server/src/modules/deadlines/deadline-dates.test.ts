import { describe, expect, it } from 'vitest';
import { addDays, journeyDeadlines, type DeadlineRequest } from './deadline-dates';

const fact = {
  footprint_id: 'fp-vicroads',
  company_name: 'VicRoads',
  kind: 'change_of_address' as const,
  days: 14,
  description: 'Tell VicRoads within 14 days.',
  source_url: 'https://example.gov.au/law',
};
const request = (over: Partial<DeadlineRequest>): DeadlineRequest => ({
  id: 'r1',
  footprint_id: 'fp-vicroads',
  company_name: 'VicRoads',
  kind: 'change_of_address',
  channel: 'manual',
  status: 'sent',
  effective_date: '2027-03-03',
  expected_by: null,
  created_at: new Date('2027-03-01T00:00:00Z'),
  ...over,
});

describe('journey deadlines', () => {
  it('adds days across months and years', () => {
    expect(addDays('2027-03-03', 14)).toBe('2027-03-17');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2028-02-20', 14)).toBe('2028-03-05');
  });

  it('counts a legal deadline from the journey date before anything is sent', () => {
    const [d] = journeyDeadlines({
      facts: [fact],
      requests: [],
      effectiveDate: () => '2027-03-03',
      today: '2027-03-10',
    });
    expect(d).toMatchObject({
      type: 'legal',
      due_on: '2027-03-17',
      request_id: null,
      channel: null,
      done: false,
      overdue: false,
      source_url: fact.source_url,
    });
  });

  it('leaves out a legal deadline with no date to count from', () => {
    expect(
      journeyDeadlines({
        facts: [fact],
        requests: [],
        effectiveDate: () => null,
        today: '2027-01-01',
      }),
    ).toEqual([]);
  });

  it('marks a past deadline overdue unless its request is completed', () => {
    const args = { facts: [fact], effectiveDate: () => '2027-03-03', today: '2027-03-18' };
    expect(journeyDeadlines({ ...args, requests: [request({})] })[0]).toMatchObject({
      overdue: true,
      done: false,
      request_id: 'r1',
      channel: 'manual',
    });
    expect(
      journeyDeadlines({ ...args, requests: [request({ status: 'completed' })] })[0],
    ).toMatchObject({ overdue: false, done: true });
  });

  it('lists open requests’ expected answers, sorted with the legal ones by date', () => {
    const items = journeyDeadlines({
      facts: [fact],
      requests: [
        request({}),
        request({
          id: 'r2',
          footprint_id: 'fp-agl',
          company_name: 'AGL',
          channel: 'email',
          expected_by: '2027-03-10',
        }),
        request({
          id: 'r3',
          footprint_id: 'fp-x',
          company_name: 'X',
          channel: 'api',
          expected_by: '2027-03-01',
        }),
        request({
          id: 'r4',
          status: 'completed',
          footprint_id: 'fp-y',
          channel: 'email',
          expected_by: '2027-03-02',
        }),
        // A checklist is the person's own: no answer is expected of a company.
        request({ id: 'r5', footprint_id: 'fp-z', company_name: 'Z', expected_by: '2027-03-04' }),
      ],
      effectiveDate: () => null,
      today: '2027-03-05',
    });
    expect(items.map((i) => [i.type, i.company_name, i.due_on, i.overdue])).toEqual([
      ['expected_by', 'X', '2027-03-01', true],
      ['expected_by', 'AGL', '2027-03-10', false],
      ['legal', 'VicRoads', '2027-03-17', false],
    ]);
    expect(items[1]!.description).toBe('Answer expected from AGL (change of address)');
  });
});

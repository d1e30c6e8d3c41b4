import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DONE_BY_YOU,
  SENT_BY_UPDATELY,
  TO_DO_YOU,
  confirmedBy,
} from '@updately/shared/update-attestation';
import type { JourneyProof } from '@updately/shared/updates-api';
import { pathOf, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';

const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.7560.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Splits one CSV line of plain or quoted cells (no line breaks inside cells here). */
function cells(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    const raw = m[1]!;
    out.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (m[2] === '') break;
  }
  return out;
}

/**
 * Issue 23: the proof never calls the person's own "done" a confirmation, never gives a checklist
 * a "Sent" time, reads browsers as names, and lists identity fields without an outcome.
 */
describe('proof of update: who did what, in JSON and CSV', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  let proof: JourneyProof;
  let csv: string;
  let names: { confirmed: string; emailed: string; done: string; todo: string };

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp({ name: 'Mara Mover' });
    const { journey, brands, footprints } = await movingJourney(t, user.id, [
      { name: 'Alpha Insurance' },
      { name: 'Bravo Bank' },
      { name: 'Charlie Water', channel: 'manual' },
      { name: 'Delta Rewards', channel: 'manual' },
    ]);
    names = {
      confirmed: brands[0]!.name,
      emailed: brands[1]!.name,
      done: brands[2]!.name,
      todo: brands[3]!.name,
    };
    const requests = await approveAddress(
      t,
      user.cookie,
      journey.id,
      footprints.map((f) => f.id),
    );
    for (const r of requests) await waitForStatus(t, r.id, 'sent');
    // The company confirms through the link in its email, from a headless browser.
    const mail = await waitForMail(t, brands[0]!.contact_email!, /.*/);
    const updated = /^Updated: (\S+)$/m.exec(mail.text)![1]!;
    const confirm = await t.request(pathOf(updated), {
      method: 'POST',
      body: new URLSearchParams({ confirmed_by: 'Jo, customer care' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': HEADLESS },
    });
    expect(confirm.status).toBe(200);
    // The person ticks off one checklist from their phone.
    const done = requests.find((r) => r.company_name === names.done)!;
    const marked = await t.request(`/api/updates/${done.id}/done`, {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'user-agent': IPHONE },
    });
    expect(marked.status).toBe(200);

    proof = (await (
      await t.request(`/api/journeys/${journey.id}/proof`, { cookie: user.cookie })
    ).json()) as JourneyProof;
    csv = await (
      await t.request(`/api/journeys/${journey.id}/proof?format=csv`, { cookie: user.cookie })
    ).text();
  });
  afterAll(() => t.close());

  const row = (name: string) => proof.companies.find((c) => c.company_name === name)!;

  it('counts company confirmations apart from the person’s own in the summary', () => {
    expect(proof.summary).toMatchObject({
      total: 4,
      confirmed_by_company: 1,
      done_by_you: 1,
      waiting: 2,
      closed: 0,
      checklists: 2,
      sent_by_updately: 2,
      text: '1 confirmed by the company · 1 done by you · 2 waiting',
    });
  });

  it('says who did what on every row, and never calls a self-attested one confirmed', () => {
    expect(row(names.confirmed)).toMatchObject({
      completed_by: 'company',
      status_text: confirmedBy(names.confirmed),
    });
    expect(row(names.emailed)).toMatchObject({ completed_by: null, status_text: SENT_BY_UPDATELY });
    expect(row(names.done)).toMatchObject({
      status: 'completed',
      completed_by: 'person',
      status_text: DONE_BY_YOU,
      evidence: { kind: 'self_attested' },
    });
    expect(row(names.todo)).toMatchObject({ completed_by: null, status_text: TO_DO_YOU });
    const selfAttested = proof.companies.filter((c) => c.completed_by !== 'company');
    for (const c of selfAttested) {
      // "not confirmed by the company" is the truth; "Confirmed" or "Confirmed by" is not.
      expect(c.status_text).not.toMatch(/^confirmed/i);
      expect(c.status_text.replace('not confirmed by the company', '')).not.toMatch(/confirmed/i);
    }
  });

  it('gives a checklist no "Sent" time, only when it was ready', () => {
    for (const name of [names.done, names.todo]) {
      expect(row(name).sent_at).toBeNull();
      expect(row(name).checklist_ready_at).not.toBeNull();
    }
    for (const name of [names.confirmed, names.emailed]) {
      expect(row(name).sent_at).not.toBeNull();
      expect(row(name).checklist_ready_at).toBeNull();
    }
  });

  it('names the browser in words and keeps the raw header under its own key', () => {
    expect(row(names.confirmed).evidence).toMatchObject({
      kind: 'company_link',
      browser: 'Headless Chrome 156 on Linux',
      raw_user_agent: HEADLESS,
    });
    expect(row(names.done).evidence).toMatchObject({
      browser: 'Safari on iPhone',
      raw_user_agent: IPHONE,
    });
    expect(JSON.stringify(proof)).not.toContain('"user_agent"');
    const confirmedEvent = row(names.confirmed).events.find((e) => e.type === 'confirmed')!;
    expect(confirmedEvent.evidence).toMatchObject({ browser: 'Headless Chrome 156 on Linux' });
  });

  it('lists identity fields without a pending outcome', () => {
    for (const company of proof.companies) {
      const outcome = (field: string) => company.sent.find((s) => s.field === field)?.outcome;
      expect(outcome('full_name')).toBe('not_applicable');
      expect(outcome('account_email')).toBe('not_applicable');
    }
    expect(row(names.confirmed).sent.find((s) => s.field === 'address')?.outcome).toBe('applied');
    expect(row(names.emailed).sent.find((s) => s.field === 'address')?.outcome).toBe('pending');
  });

  it('carries the same words into the CSV: who did what, no "Sent at" for a checklist', () => {
    const [header, ...lines] = csv.trim().split('\r\n').map(cells);
    expect(header!.slice(0, 4)).toEqual(['Company', 'Who did what', 'Completed by', 'Channel']);
    const col = (name: string) => header!.indexOf(name);
    const csvRow = (company: string) => lines.find((l) => l[0] === company)!;
    expect(csvRow(names.confirmed)[col('Who did what')]).toBe(confirmedBy(names.confirmed));
    expect(csvRow(names.confirmed)[col('Completed by')]).toBe('the company');
    expect(csvRow(names.confirmed)[col('Answer from browser')]).toBe(
      'Headless Chrome 156 on Linux',
    );
    expect(csvRow(names.done)[col('Who did what')]).toBe(DONE_BY_YOU);
    expect(csvRow(names.done)[col('Completed by')]).toBe('you');
    expect(csvRow(names.done)[col('Answer from browser')]).toBe('Safari on iPhone');
    expect(csvRow(names.todo)[col('Who did what')]).toBe(TO_DO_YOU);
    for (const name of [names.done, names.todo]) {
      expect(csvRow(name)[col('Sent at')]).toBe('');
      expect(csvRow(name)[col('Checklist ready at')]).not.toBe('');
    }
    expect(csvRow(names.emailed)[col('Sent at')]).not.toBe('');
    expect(csvRow(names.done)[col('To find the account')]).toContain('Name: Mara Mover');
    expect(csvRow(names.done)[col('Details changed')]).toMatch(/^New address: /);
    expect(csv).not.toContain('HeadlessChrome/');
  });
});

/** Issue 24: the proof says what kind of request went, about whom, by when, and each answer. */
describe('proof of update: kinds, answers and "No account held", in JSON and CSV', () => {
  let t: TestApp;
  let proof: JourneyProof;
  let csv: string[][];
  let company: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.signUp({ name: 'Nora Noaccount' });
    const { journey, brands, footprints } = await movingJourney(t, user.id, [
      { name: 'Echo Energy' },
    ]);
    company = brands[0]!.name;
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    const sent = await waitForStatus(t, request!.id, 'sent');
    const token = t.deps.updates.links.token({
      requestId: sent.id,
      attempt: sent.attempt,
      purpose: 'no-account',
      expiresAt: sent.links_expire_at!,
    });
    const answered = await t.request(`/company/updates/${token}/no-account`, {
      method: 'POST',
      body: new URLSearchParams({ confirmed_by: 'Records team' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answered.status).toBe(200);
    proof = (await (
      await t.request(`/api/journeys/${journey.id}/proof`, { cookie: user.cookie })
    ).json()) as JourneyProof;
    const text = await (
      await t.request(`/api/journeys/${journey.id}/proof?format=csv`, { cookie: user.cookie })
    ).text();
    csv = text.trim().split('\r\n').map(cells);
  }, 120_000);
  afterAll(() => t.close());

  it('gives the kind, whose account, the expected-by date and the "No account held" answer in JSON', () => {
    const [row] = proof.companies;
    expect(row).toMatchObject({
      kind: 'change_of_address',
      subject: 'self',
      instruction: null,
      status: 'completed',
      completed_by: 'company',
      status_text: `No account held (said by ${company})`,
      expected_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(row!.sent.find((s) => s.field === 'address')?.outcome).toBe('no_account');
    expect(row!.evidence).toMatchObject({ kind: 'company_link' });
  });

  it('carries the same into the CSV: request, about, answers and expected by', () => {
    const [header, line] = csv;
    const col = (name: string) => line![header!.indexOf(name)];
    expect(col('Who did what')).toBe(`No account held (said by ${company})`);
    expect(col('Request')).toBe('Change of address');
    expect(col('About')).toBe('You');
    expect(col('Instruction')).toBe('');
    expect(col('Answers')).toBe('New address: No account held');
    expect(col('Expected by')).toBe(proof.companies[0]!.expected_by);
    expect(col('Details changed')).toMatch(/^New address: /);
    expect(col('Details changed')).not.toContain('{');
  });
});

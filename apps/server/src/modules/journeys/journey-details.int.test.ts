import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, JourneyDetail } from '@updately/shared/journeys-api';
import { SECRET_TEXT_MESSAGE, isoToday } from '@updately/shared/request-kind-payloads';
import { auditLogs, journeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

const daysFromToday = (days: number) => {
  const d = new Date(`${isoToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const NAME = {
  former_name: 'Jane Ann Citizen',
  given_names: 'Jane Ann',
  family_name: 'Marsh-Kowalski',
  effective_date: '2026-10-03',
  basis: 'marriage',
};
const DEATH = {
  deceased: {
    full_name: 'Margaret Rose Citizen',
    date_of_birth: '1941-02-11',
    date_of_death: daysFromToday(-10),
    last_address: '4 Elm Street, Ballarat VIC 3350',
  },
  notifier: {
    name: 'Jane Citizen',
    relationship: 'executor',
    address: '7 Sydney Road, Coburg VIC 3058',
  },
};
const HACKED = {
  date_noticed: daysFromToday(-1),
  what_happened: 'Someone signed in from overseas and changed my recovery email.',
  actions: ['lock_access', 'end_sessions'],
};

describe("a journey's event details (what changed)", () => {
  let t: TestApp;
  let user: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t.close());

  const create = (json: unknown) =>
    t.request('/api/journeys', { method: 'POST', json, cookie: user.cookie });
  const patch = (id: string, json: unknown, cookie = user.cookie) =>
    t.request(`/api/journeys/${id}`, { method: 'PATCH', json, cookie });
  const start = async (type: string, details?: unknown) => {
    const res = await create({ type, name: `A ${type} journey`, ...(details ? { details } : {}) });
    expect(res.status).toBe(201);
    return (await res.json()) as Journey;
  };
  const expect400 = async (res: Response, message: string) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain(message);
  };
  const storedRow = async (id: string) =>
    (await t.database.db.select().from(journeys).where(eq(journeys.id, id)))[0]!;

  it('starts a journey with its details, gives them back, and stores them sealed', async () => {
    const journey = await start('getting_married', { change_of_name: NAME });
    expect(journey.details).toEqual({ change_of_name: NAME });
    const read = (await (
      await t.request(`/api/journeys/${journey.id}`, { cookie: user.cookie })
    ).json()) as JourneyDetail;
    expect(read.details).toEqual({ change_of_name: NAME });
    const row = await storedRow(journey.id);
    expect(row.details_ciphertext).toBeTruthy();
    expect(row.details_ciphertext).not.toContain('Marsh-Kowalski');
    expect(JSON.stringify(row)).not.toContain('Jane Ann Citizen');
  });

  it('patches one kind at a time, keeps the others, and removes one with null', async () => {
    const journey = await start('having_baby');
    const baby = {
      given_names: 'Ava',
      family_name: 'Citizen',
      date_of_birth: daysFromToday(-20),
      relationship: 'daughter',
      action: 'add_to_policy',
    };
    let res = await patch(journey.id, { details: { add_dependant: baby } });
    expect(res.status).toBe(200);
    const postal = { street: 'PO Box 12', suburb: 'Coburg', state: 'VIC', postcode: '3058' };
    res = await patch(journey.id, { details: { change_of_address: { postal_address: postal } } });
    expect(((await res.json()) as Journey).details).toEqual({
      add_dependant: baby,
      change_of_address: { postal_address: postal },
    });
    res = await patch(journey.id, { details: { change_of_address: null } });
    expect(((await res.json()) as Journey).details).toEqual({ add_dependant: baby });
    expect((await storedRow(journey.id)).details_ciphertext).not.toContain('Ava');
  });

  it('keeps a death notification private: sealed, and the audit says only which kind changed', async () => {
    const journey = await start('losing_loved_one');
    const res = await patch(journey.id, { details: { notification_of_death: DEATH } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Journey).details).toEqual({ notification_of_death: DEATH });
    expect(JSON.stringify(await storedRow(journey.id))).not.toContain('Margaret');
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resource_id, journey.id));
    const update = audits.find((a) => a.action === 'journey.update');
    expect(update?.new_values).toEqual({ details: ['notification_of_death'] });
    expect(JSON.stringify(audits)).not.toContain('Margaret');
  });

  it('refuses a date of death in the future, with the message', async () => {
    const journey = await start('losing_loved_one');
    const future = { ...DEATH, deceased: { ...DEATH.deceased, date_of_death: daysFromToday(3) } };
    await expect400(
      await patch(journey.id, { details: { notification_of_death: future } }),
      'The date of death cannot be in the future.',
    );
    await expect400(
      await create({
        type: 'losing_loved_one',
        name: 'x',
        details: { notification_of_death: future },
      }),
      'The date of death cannot be in the future.',
    );
    expect((await storedRow(journey.id)).details_ciphertext).toBeNull();
  });

  it("refuses a child's birth date over a year ago", async () => {
    const journey = await start('having_baby');
    await expect400(
      await patch(journey.id, {
        details: {
          add_dependant: {
            given_names: 'Ava',
            family_name: 'Citizen',
            date_of_birth: daysFromToday(-400),
            relationship: 'child',
            action: 'add_to_card',
          },
        },
      }),
      "The child's date of birth must be within the last year.",
    );
  });

  it('refuses a secret-looking "what happened"', async () => {
    const journey = await start('getting_hacked', { secure_account: HACKED });
    for (const what_happened of ['my password is hunter2', 'they sent code 482913']) {
      await expect400(
        await patch(journey.id, { details: { secure_account: { ...HACKED, what_happened } } }),
        SECRET_TEXT_MESSAGE,
      );
    }
    expect(
      (
        (await (
          await t.request(`/api/journeys/${journey.id}`, { cookie: user.cookie })
        ).json()) as Journey
      ).details,
    ).toEqual({ secure_account: HACKED });
  });

  it('refuses an address whose postcode is not in its state', async () => {
    const journey = await start('graduation');
    const wrong = { street: '7 Sydney Road', suburb: 'Coburg', state: 'NSW', postcode: '3058' };
    const message = 'Postcode 3058 is not in NSW: check the state or the postcode.';
    await expect400(await patch(journey.id, { new_address: wrong }), message);
    await expect400(
      await patch(journey.id, { details: { change_of_address: { postal_address: wrong } } }),
      message,
    );
    expect((await storedRow(journey.id)).target_address).toBeNull();
  });

  it('refuses details of a kind the event does not send', async () => {
    const journey = await start('getting_hacked');
    await expect400(
      await patch(journey.id, { details: { change_of_name: NAME } }),
      'Change of name is not sent for this life event.',
    );
    await expect400(
      await create({ type: 'moving_house', name: 'x', details: { secure_account: HACKED } }),
      'Secure the account is not sent for this life event.',
    );
  });

  it("answers 404 to another user's journey and changes nothing", async () => {
    const journey = await start('getting_married', { change_of_name: NAME });
    const res = await patch(journey.id, { details: { change_of_name: null } }, other.cookie);
    expect(res.status).toBe(404);
    const read = (await (
      await t.request(`/api/journeys/${journey.id}`, { cookie: user.cookie })
    ).json()) as Journey;
    expect(read.details).toEqual({ change_of_name: NAME });
  });
});

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { JourneyType } from '@updately/shared/journey-types';
import { isKindAnswerField, type KindAnswerField } from '@updately/shared/request-kind-fields';
import type { JourneyDetails } from '@updately/shared/request-kind-payloads';
import type { FieldOutcome } from '@updately/shared/update-channel-contract';
import {
  UPDATE_CONSENT_VERSION,
  type ApproveUpdatesInput,
  type ReviewKind,
} from '@updately/shared/updates-api';
import type { Db, Tx } from '../db/client';
import { brandDirectory, digitalFootprints, updateRequestItems } from '../db/schema';
import { createLogger, type Logger } from '../lib/logger';
import type { ValueCipher } from '../platform/crypto/value-cipher';
import type { JobQueue } from '../platform/jobs/job-queue';
import { recordCompanyResponse } from '../platform/update-engine/company-response';
import {
  applyUpdateEvents,
  type Evidence,
  type UpdateRequestRow,
} from '../platform/update-engine/transition';
import type { UpdateEngine } from '../platform/update-engine/update-engine';
import { createFootprints, createJourneyLinks } from './factories/journey-factories';

/**
 * Where a demo company's request stands. Companies told by email answer (or not); the person's
 * own checklist items are done or still to do; "overdue" was sent 45 days ago and went unanswered.
 */
type Stage =
  | 'queued'
  | 'sent'
  | 'acknowledged'
  | 'completed'
  | 'done'
  | 'rejected'
  | 'needs_you'
  | 'overdue'
  | 'no_account';

type DemoCompany = { slug: string; stage: Stage; contact?: boolean };
type DemoJourney = {
  type: Exclude<JourneyType, 'moving_house'>;
  name: string;
  target_address?: string;
  moving_date?: string;
  target_email?: string;
  details: JourneyDetails;
  /** When the person approved sending: long enough ago for every stage's answer to be past. */
  approved_days_ago: number;
  companies: DemoCompany[];
};

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const day = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** One journey of each event but Moving Home (demo-data.ts has that one), dated from `now`. */
export function demoJourneys(now: Date): DemoJourney[] {
  return [
    {
      type: 'getting_married',
      name: 'Getting married – new name and home',
      approved_days_ago: 20,
      target_address: '8 Lygon Street, Carlton VIC 3053',
      moving_date: day(now, -7),
      target_email: 'alex.nguyen-smith@example.com',
      details: {
        change_of_name: {
          former_name: 'Alex Nguyen',
          given_names: 'Alex',
          family_name: 'Nguyen-Smith',
          effective_date: day(now, -21),
          basis: 'marriage',
        },
      },
      companies: [
        { slug: 'nib', stage: 'completed', contact: true },
        { slug: 'up', stage: 'acknowledged' },
        { slug: 'gio', stage: 'rejected' },
        { slug: 'commonwealth-bank', stage: 'done' },
        // The law's 14 days to tell VicRoads run from moving day: due in a week.
        { slug: 'vicroads', stage: 'sent' },
        { slug: 'medicare', stage: 'sent' },
      ],
    },
    {
      type: 'having_baby',
      name: 'Welcome, baby Mia',
      approved_days_ago: 20,
      details: {
        add_dependant: {
          given_names: 'Mia',
          family_name: 'Nguyen',
          date_of_birth: day(now, -30),
          relationship: 'daughter',
          action: 'add_to_policy',
        },
      },
      companies: [
        { slug: 'australian-unity', stage: 'completed' },
        { slug: 'zurich-australia', stage: 'sent' },
        { slug: 'medibank', stage: 'done' },
        { slug: 'medicare', stage: 'sent' },
        { slug: 'centrelink', stage: 'sent' },
      ],
    },
    {
      type: 'changing_jobs',
      name: 'New job at Canva',
      approved_days_ago: 45,
      details: {
        change_of_employment: {
          type: 'employer',
          employer_name: 'Canva',
          employer_abn: '80 158 929 938',
          start_date: day(now, -14),
        },
      },
      companies: [
        { slug: 'australian-ethical', stage: 'completed' },
        { slug: 'colonial-first-state', stage: 'overdue' },
        { slug: 'tal', stage: 'queued' },
        { slug: 'australiansuper', stage: 'done' },
        { slug: 'nrma-insurance', stage: 'sent' },
      ],
    },
    {
      type: 'getting_hacked',
      name: 'My email account was hacked',
      approved_days_ago: 25,
      target_email: 'alex.n.secure@example.com',
      details: {
        secure_account: {
          date_noticed: day(now, -26),
          what_happened:
            'Someone signed in to my email from overseas and asked for password resets.',
          actions: ['lock_access', 'end_sessions', 'review_transactions', 'check_contact_details'],
        },
      },
      companies: [
        { slug: 'up', stage: 'completed', contact: true },
        { slug: 'dropbox', stage: 'needs_you', contact: true },
        { slug: 'discord', stage: 'acknowledged' },
        { slug: 'equifax', stage: 'done' },
        { slug: 'experian', stage: 'sent' },
        { slug: 'illion', stage: 'sent' },
        { slug: 'westpac', stage: 'sent' },
      ],
    },
    {
      type: 'losing_loved_one',
      name: "Dad's accounts",
      approved_days_ago: 20,
      details: {
        notification_of_death: {
          deceased: {
            full_name: 'Minh Nguyen',
            date_of_birth: '1950-04-12',
            date_of_death: day(now, -25),
            last_address: '5 High Street, Kew VIC 3101',
          },
          notifier: {
            name: 'Alex Nguyen',
            relationship: 'executor',
            address: '12 Sydney Road, Brunswick VIC 3056',
          },
        },
      },
      companies: [
        { slug: 'origin-energy', stage: 'no_account' },
        { slug: 'south-east-water', stage: 'completed' },
        { slug: 'netflix', stage: 'completed' },
        { slug: 'bank-of-queensland', stage: 'sent' },
        { slug: 'telstra', stage: 'done' },
        { slug: 'commonwealth-bank', stage: 'sent' },
      ],
    },
    {
      type: 'graduation',
      name: 'Finished my degree',
      approved_days_ago: 22,
      details: {
        change_of_employment: {
          type: 'study',
          course: 'Bachelor of Design',
          study_completed_on: day(now, -40),
        },
      },
      companies: [
        { slug: 'monash-university', stage: 'completed' },
        { slug: 'brighter-super', stage: 'rejected' },
        { slug: 'opal', stage: 'acknowledged' },
        { slug: 'myki', stage: 'done' },
      ],
    },
  ];
}

/**
 * The services "Start a journey" and "Review and send" use (modules/), handed in by the entry
 * point: seed/ sits below modules/ (docs/architecture.md), yet the demo goes through them.
 */
export type DemoServices = {
  createJourney: (
    db: Db,
    userId: string,
    input: {
      type: JourneyType;
      name: string;
      target_address: string | null;
      moving_date: string | null;
      target_email: string | null;
      details: JourneyDetails;
    },
    cipher: ValueCipher,
  ) => Promise<{ id: string }>;
  planJourneyUpdates: (
    db: Db,
    userId: string,
    journeyId: string,
    appName: string,
    cipher: ValueCipher,
  ) => Promise<{ companies: { footprint_id: string; kinds: ReviewKind[] }[] }>;
  approveUpdates: (
    tx: Tx,
    ctx: {
      engine: UpdateEngine;
      jobs: JobQueue;
      logger: Logger;
      appName: string;
      ipAddress: string | null;
      userAgent: string | null;
      now?: Date;
    },
    userId: string,
    journeyId: string,
    input: ApproveUpdatesInput,
  ) => Promise<UpdateRequestRow[]>;
};

export type DemoJourneyDeps = {
  cipher: ValueCipher;
  fingerprintKey: Buffer;
  services: DemoServices;
  now?: Date;
};

/** Approval only: the demo's requests are moved by hand below, never dispatched for real. */
const NO_DISPATCH = { sendManyInTransaction: async () => {} } as unknown as JobQueue;

/**
 * The other six events' journeys for `userId`, each company approved through "Approve and send"
 * (consents, encrypted items, events) and then moved to its stage through the engine's own events
 * and company answers. Companies of Losing a Loved One are the journey's own (the deceased's).
 */
export async function seedDemoJourneys(db: Db, userId: string, deps: DemoJourneyDeps) {
  const { createJourney, planJourneyUpdates, approveUpdates } = deps.services;
  const now = deps.now ?? new Date();
  const logger = createLogger('silent');
  const engine = {
    cipher: deps.cipher,
    fingerprintKey: deps.fingerprintKey,
    settings: { linkDays: 60 },
  } as unknown as UpdateEngine;
  const journeys = demoJourneys(now);
  const slugs = [...new Set(journeys.flatMap((j) => j.companies.map((c) => c.slug)))];
  const brands = await db
    .select({ id: brandDirectory.id, slug: brandDirectory.slug })
    .from(brandDirectory)
    .where(inArray(brandDirectory.slug, slugs));
  const brandOf = new Map(brands.map((b) => [b.slug, b.id]));
  for (const spec of journeys) {
    const companies = spec.companies.filter((c) => brandOf.has(c.slug));
    const journey = await createJourney(
      db,
      userId,
      {
        type: spec.type,
        name: spec.name,
        target_address: spec.target_address ?? null,
        moving_date: spec.moving_date ?? null,
        target_email: spec.target_email ?? null,
        details: spec.details,
      },
      deps.cipher,
    );
    const brandIds = companies.map((c) => brandOf.get(c.slug)!);
    const footprintIds =
      spec.type === 'losing_loved_one'
        ? await journeyCompanies(db, userId, journey.id, brandIds, now)
        : await ownFootprints(db, userId, brandIds, now);
    await createJourneyLinks(db, userId, journey.id, footprintIds);
    const plan = await planJourneyUpdates(db, userId, journey.id, 'Updately', deps.cipher);
    const approvedAt = new Date(now.getTime() - spec.approved_days_ago * DAY);
    const choices = companies.flatMap((company, i) => {
      const planned = plan.companies.find((p) => p.footprint_id === footprintIds[i])!;
      const kinds = planned.kinds.filter(
        (k) => !k.missing && (k.selected || (company.contact && k.kind === 'change_of_contact')),
      );
      return kinds.length
        ? [{ footprint_id: planned.footprint_id, kinds: kinds.map((k) => ({ kind: k.kind })) }]
        : [];
    });
    const stageOf = new Map(footprintIds.map((id, i) => [id, companies[i]!.stage]));
    await db.transaction(async (tx) => {
      const rows = await approveUpdates(
        tx,
        {
          engine,
          jobs: NO_DISPATCH,
          logger,
          appName: 'Updately',
          ipAddress: '127.0.0.1',
          userAgent: 'Updately demo data',
          now: approvedAt,
        },
        userId,
        journey.id,
        { consent_version: UPDATE_CONSENT_VERSION, companies: choices },
      );
      await moveTo(
        tx,
        logger,
        rows.map((row) => ({ row, stage: stageOf.get(row.footprint_id)! })),
        approvedAt,
      );
    });
  }
}

/** The person's own footprints of these brands, added where they have none. */
async function ownFootprints(db: Db, userId: string, brandIds: string[], now: Date) {
  const existing = await db
    .select({ id: digitalFootprints.id, brand_id: digitalFootprints.brand_id })
    .from(digitalFootprints)
    .where(
      and(
        eq(digitalFootprints.user_id, userId),
        isNull(digitalFootprints.journey_id),
        inArray(digitalFootprints.brand_id, brandIds),
      ),
    );
  const missing = brandIds.filter((id) => !existing.some((f) => f.brand_id === id));
  const added = missing.length
    ? await createFootprints(db, userId, missing.length, {
        brandIds: missing,
        createdAt: new Date(now.getTime() - 30 * DAY),
      })
    : [];
  const all = [...existing, ...added];
  return brandIds.map((id) => all.find((f) => f.brand_id === id)!.id);
}

/** The deceased's companies: footprints of this journey only. */
async function journeyCompanies(
  db: Db,
  userId: string,
  journeyId: string,
  brandIds: string[],
  now: Date,
) {
  const rows = await db
    .insert(digitalFootprints)
    .values(
      brandIds.map((brand_id) => ({
        user_id: userId,
        brand_id,
        journey_id: journeyId,
        created_at: new Date(now.getTime() - 21 * DAY),
      })),
    )
    .returning({ id: digitalFootprints.id, brand_id: digitalFootprints.brand_id });
  return brandIds.map((id) => rows.find((r) => r.brand_id === id)!.id);
}

/**
 * Moves the journey's new requests to their stages with the engine's events, a few statements per
 * event however many requests: sent an hour after approval (an answer expected 30 days later from
 * a company), then each company's answer, the person's "done", or no answer after 21 days.
 */
async function moveTo(
  tx: Db,
  logger: Logger,
  requests: { row: UpdateRequestRow; stage: Stage }[],
  approvedAt: Date,
): Promise<void> {
  const at = (hours: number) => new Date(approvedAt.getTime() + hours * HOUR);
  const ids = (match: (r: { row: UpdateRequestRow; stage: Stage }) => boolean) =>
    requests.filter(match).map((r) => r.row.id);
  const apply = async (
    requestIds: string[],
    event: 'sent' | 'marked_done' | 'no_answer',
    actor: 'system' | 'person',
    hours: number,
    evidence: Evidence | ((id: string) => Evidence),
    patch: Partial<UpdateRequestRow> = {},
  ) => {
    const { refused } = await applyUpdateEvents(tx, logger, {
      requestIds,
      event,
      actor,
      evidence,
      patch,
      now: at(hours),
    });
    if (refused.length) throw new Error(`Demo requests: ${event} ${refused[0]!.reason}`);
  };
  const channelOf = new Map(requests.map((r) => [r.row.id, r.row.channel]));
  const via = (id: string) => ({
    via: channelOf.get(id) === 'manual' ? 'checklist' : channelOf.get(id)!,
  });
  await apply(
    ids((r) => r.stage !== 'queued' && r.row.channel === 'manual'),
    'sent',
    'system',
    1,
    via,
    {
      sent_at: at(1),
    },
  );
  await apply(
    ids((r) => r.stage !== 'queued' && r.row.channel !== 'manual'),
    'sent',
    'system',
    1,
    via,
    {
      sent_at: at(1),
      expected_by: new Date(at(1).getTime() + 30 * DAY).toISOString().slice(0, 10),
    },
  );
  await apply(
    ids((r) => r.stage === 'done'),
    'marked_done',
    'person',
    49,
    { self_attested: true },
  );
  await apply(
    ids((r) => r.stage === 'needs_you' || r.stage === 'overdue'),
    'no_answer',
    'system',
    21 * 24 + 1,
    { follow_up: 'no_answer' },
    { status_reason: 'no_answer' },
  );
  const answered = requests.filter((r) =>
    ['acknowledged', 'completed', 'rejected', 'no_account'].includes(r.stage),
  );
  if (answered.length === 0) return;
  const items = await tx
    .select({ request_id: updateRequestItems.request_id, field: updateRequestItems.field })
    .from(updateRequestItems)
    .where(
      inArray(
        updateRequestItems.request_id,
        answered.map((r) => r.row.id),
      ),
    );
  for (const { row, stage } of answered) {
    const fields = items
      .filter((i) => i.request_id === row.id)
      .map((i) => i.field)
      .filter(isKindAnswerField);
    const outcome = await recordCompanyResponse(tx, logger, {
      requestId: row.id,
      response:
        stage === 'acknowledged'
          ? { kind: 'acknowledge' }
          : {
              kind: 'answer',
              fields: answers(row, stage, fields),
              confirmed_by: 'Customer care team',
            },
      evidence: { via: 'email_link', ip_address: '203.0.113.10' },
      now: at(stage === 'acknowledged' ? 30 : 52),
    });
    if (!outcome.ok) throw new Error(`Demo request to ${stage}: ${outcome.reason}`);
  }
}

/** A company's answer for each field: done (most of a security request, saying why not the rest),
 * refused, or "no account held". */
function answers(row: UpdateRequestRow, stage: Stage, fields: KindAnswerField[]): FieldOutcome[] {
  if (stage === 'no_account') return fields.map((field) => ({ field, outcome: 'no_account' }));
  if (stage === 'rejected') {
    return fields.map((field) => ({
      field,
      outcome: 'rejected',
      reason: 'no_match',
      message: 'We could not find an account with these details.',
    }));
  }
  return fields.map((field, i) =>
    i > 0 && i === fields.length - 1 && row.kind === 'secure_account'
      ? {
          field,
          outcome: 'rejected',
          reason: 'not_supported',
          message: 'We do not check contact details on request: please review them in the app.',
        }
      : { field, outcome: 'applied' },
  );
}

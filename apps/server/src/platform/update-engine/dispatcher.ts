import { and, eq, inArray } from 'drizzle-orm';
import type { UpdateFollowUp } from '../../lib/config';
import type { Tx } from '../../db/client';
import { brandDirectory, documentShares, updateRequests } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { stableJobId, type Job, type JobQueue } from '../jobs/job-queue';
import type { MailTransport } from '../mail/mail-transport';
import { kindReroutes, type KindReroute } from '../business/integration-kinds';
import type { ApiChannelTransport } from './api-channel';
import { issueTime } from '../documents/document-links';
import {
  carriedDocuments,
  issueDocumentShares,
  shareState,
  type CarriedDocument,
} from '../documents/document-shares';
import { mapLimited } from '../../lib/map-limited';
import { companyMail } from './company-mail';
import { groupCommit } from './group-commit';
import {
  companyMailInput,
  documentsSection,
  loadRequest,
  loadRequests,
  toCompanyUpdateRequest,
  type CompanyRequestContext,
  type LoadedRequest,
} from './company-request';
import { expectedByDay, followUpDueAt, sydneyDay } from './follow-up-schedule';
import { applyUpdateEvents, type UpdateRequestRow } from './transition';
import { safetyHeldRequestIds } from './safety-hold';
import { SAFE_STEPS_NOT_DONE } from '@updately/shared/safe-mode';
import type { LetterCodeSigner } from '../letters/letter-code';
import { LetterRefusedError, type LetterProvider } from '../letters/letter-provider';
import { renderLetters } from '../letters/letter-pdf';
import { buildLetters, recordLetters } from '../letters/request-letters';

export const DISPATCH_QUEUE = 'update-dispatch';
export const COMPANY_NOTICE_QUEUE = 'update-company-notice';

export type DispatchJob = { requestId: string; attempt: number };
export type CompanyNoticeJob = {
  requestId: string;
  attempt: number;
  /** `escalation`: the last reminder told the complaints address too (a job of its own, so a
   * failure there never sends the reminder twice). */
  kind: 'reminder' | 'cancelled' | 'expired' | 'escalation';
  sequence?: number;
};

/** Retries of a dispatch; after the last one the person is asked to act. */
export const DISPATCH_RETRY = {
  // About 1-2 s, then doubling to 10 min: a request whose worker died goes again within seconds,
  // and a mail server down for half an hour is still waited for.
  retryLimit: 10,
  retryDelay: 1,
  retryBackoff: true,
  retryDelayMax: 600,
  heartbeatSeconds: 10,
  expireInSeconds: 120,
  // A killed process's dispatch jobs are retried by the next instance to look (issue 29).
  orphanAfterSeconds: 5,
} as const;

export type DispatcherDeps = CompanyRequestContext & {
  logger: Logger;
  jobs: JobQueue;
  mail: MailTransport;
  api: ApiChannelTransport;
  /** The follow-up schedule in force (read when a request is sent). */
  followUp: () => Promise<UpdateFollowUp>;
  /** Signs the short code each letter prints. */
  letterCodes: LetterCodeSigner;
  /** A print-and-post service, when one is configured: it posts the letters itself. */
  letterProvider: LetterProvider | null;
};

/** The idempotency key of one delivery: one per request, channel and attempt. */
export const dispatchKey = (row: Pick<UpdateRequestRow, 'id' | 'channel' | 'attempt'>) =>
  `${row.id}:${row.channel}:${row.attempt}`;

/** Queues the delivery of the request's current attempt, inside the caller's transaction. */
export async function enqueueDispatch(
  jobs: JobQueue,
  tx: Tx,
  row: Pick<UpdateRequestRow, 'id' | 'channel' | 'attempt'>,
): Promise<void> {
  await jobs.sendInTransaction<DispatchJob>(
    tx,
    DISPATCH_QUEUE,
    { requestId: row.id, attempt: row.attempt },
    { id: stableJobId(`dispatch:${dispatchKey(row)}`) },
  );
}

/** enqueueDispatch for many requests in one statement. */
export async function enqueueDispatches(
  jobs: JobQueue,
  tx: Tx,
  rows: readonly Pick<UpdateRequestRow, 'id' | 'channel' | 'attempt'>[],
): Promise<void> {
  await jobs.sendManyInTransaction<DispatchJob>(
    tx,
    DISPATCH_QUEUE,
    rows.map((row) => ({
      id: stableJobId(`dispatch:${dispatchKey(row)}`),
      data: { requestId: row.id, attempt: row.attempt },
    })),
  );
}

export async function enqueueCompanyNotice(
  jobs: JobQueue,
  tx: Tx,
  notice: CompanyNoticeJob,
): Promise<void> {
  const key = `notice:${notice.requestId}:${notice.attempt}:${notice.kind}:${notice.sequence ?? 0}`;
  await jobs.sendInTransaction<CompanyNoticeJob>(tx, COMPANY_NOTICE_QUEUE, notice, {
    id: stableJobId(key),
  });
}

type Reached =
  | { kind: 'sent'; evidence: Record<string, unknown> }
  /** A letter written for the person to post (its code recorded; the request stays queued). */
  | { kind: 'letter_ready' }
  /** The print-and-post service has the letter: it is posted. */
  | { kind: 'posted'; providerId: string; postedOn: string }
  | { kind: 'undeliverable'; reason: UndeliverableReason }
  | { kind: 'rerouted'; to: KindReroute };
type UndeliverableReason =
  | 'no_contact'
  | 'email_bounced'
  | 'email_failed'
  | 'delivery_failed'
  /** Safe mode: a shared company not cleared by the person's two confirmations. */
  | 'safety_hold';

/**
 * Hands a batch of queued requests to their companies, `inFlight` at once. Nothing is held open
 * while companies are reached (a mail server may be slow); each company told is recorded as soon
 * as it is (with the others told meanwhile, in one transaction: groupCommit), the rest
 * (checklists, letters to print, reroutes, failures) in one transaction at the end, only for
 * requests still queued for the attempt their job was for. A crash re-runs the jobs not
 * recorded: a company whose mail was in flight may then get the same email (same Message-ID,
 * reference and links) a second time, which confirms once. Answers the jobs to retry.
 */
export async function dispatchBatch(
  deps: DispatcherDeps,
  jobs: readonly Job<DispatchJob>[],
  inFlight = jobs.length,
): Promise<Map<string, unknown>> {
  const failures = new Map<string, unknown>();
  const rows = await deps.db
    .select()
    .from(updateRequests)
    .where(inArray(updateRequests.id, [...new Set(jobs.map((job) => job.data.requestId))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const due = jobs.flatMap((job) => {
    const row = byId.get(job.data.requestId);
    // The person does the last step of a web form or a call: dispatch leaves those queued.
    const byPerson = row?.channel === 'web_form' || row?.channel === 'phone';
    return row && !byPerson && row.status === 'queued' && row.attempt === job.data.attempt
      ? [{ job, row }]
      : [];
  });
  if (due.length === 0) return failures;
  // The state machine never queues a held company; this catches whatever slipped past it.
  const held = await safetyHeldRequestIds(
    deps.db,
    due.map(({ row }) => row.id),
  );
  const emailed = due.filter(({ row }) => row.channel === 'email').map(({ row }) => row.id);
  const [loaded, reroutes, followUp, documents] = await Promise.all([
    loadRequests(
      deps,
      due.filter(({ row }) => row.channel !== 'manual').map(({ row }) => row),
    ),
    // An integration is never handed a kind its business does not handle (it chose so since).
    kindReroutes(
      deps.db,
      due.filter(({ row }) => row.channel === 'api').map(({ row }) => row.id),
    ),
    deps.followUp(),
    carriedDocuments(deps.db, emailed),
  ]);
  // One date for the whole batch: the one the email states is the one recorded.
  const expectedBy = expectedByDay(followUp, new Date());
  // Likewise the documents link: its share row is written with the send, from this instant.
  const shares = { issuedAt: issueTime(), documents };
  const recordTold = groupCommit<{ row: UpdateRequestRow; outcome: Reached }>((told) =>
    recordOutcomes(deps, told, followUp, expectedBy, shares),
  );
  // Recorded while the next sends go: a send's slot never waits for a write.
  const recording: Promise<void>[] = [];
  const reached = await mapLimited(due, inFlight, async ({ job, row }) => {
    try {
      if (held.has(row.id)) {
        return { row, outcome: { kind: 'undeliverable', reason: 'safety_hold' } as const };
      }
      const reroute = reroutes.get(row.id);
      if (reroute) return { row, outcome: { kind: 'rerouted', to: reroute } as const };
      const outcome =
        row.channel === 'letter'
          ? await reachByLetter(deps, row, job, expectedBy)
          : await reach(deps, row, loaded.get(row.id), job, expectedBy, shares);
      // A company really told is recorded at once (with those told while the last group was
      // written): after a crash only the sends in flight go again, however slow the others
      // were (issue 29).
      if (toldCompany(row, outcome)) {
        recording.push(recordTold({ row, outcome }).catch((err) => void failures.set(job.id, err)));
        return null;
      }
      return { row, outcome };
    } catch (err) {
      failures.set(job.id, err);
      return null;
    }
  });
  await Promise.all(recording);
  const outcomes = reached.filter((r): r is NonNullable<typeof r> => r !== null);
  if (outcomes.length > 0) await recordOutcomes(deps, outcomes, followUp, expectedBy, shares);
  return failures;
}

/** An email accepted, an API delivery made or a letter posted: the company has it now. */
const toldCompany = (row: UpdateRequestRow, outcome: Reached): boolean =>
  (outcome.kind === 'sent' && row.channel !== 'manual') || outcome.kind === 'posted';

/** One company reached on its channel: sent, or refused for good (the person must act). */
async function reach(
  deps: DispatcherDeps,
  row: UpdateRequestRow,
  loaded: LoadedRequest | undefined,
  job: Job<DispatchJob>,
  expectedBy: string,
  shares: DocumentShares,
): Promise<Reached> {
  const lastTry = job.retryCount >= DISPATCH_RETRY.retryLimit;
  if (row.channel === 'manual') return { kind: 'sent', evidence: { via: 'checklist' } };
  if (row.channel === 'api') {
    try {
      const withDate = { ...loaded!, row: { ...loaded!.row, expected_by: expectedBy } };
      const delivery = await deps.api.deliver(toCompanyUpdateRequest(deps, withDate));
      return { kind: 'sent', evidence: { via: 'api', delivery_id: delivery.deliveryId } };
    } catch (err) {
      if (lastTry) return { kind: 'undeliverable', reason: 'delivery_failed' };
      throw err;
    }
  }
  if (!row.destination) return { kind: 'undeliverable', reason: 'no_contact' };
  const carried = shares.documents.get(row.id);
  const mail = companyMail({
    ...companyMailInput(deps, loaded!, 'request', undefined, expectedBy),
    documents: carried ? documentsSection(deps, row.id, carried, shares.issuedAt) : null,
  });
  try {
    await deps.mail.send(mail);
  } catch (err) {
    if (isPermanentMailFailure(err)) return { kind: 'undeliverable', reason: 'email_bounced' };
    if (lastTry) return { kind: 'undeliverable', reason: 'email_failed' };
    throw err;
  }
  return {
    kind: 'sent',
    evidence: { via: 'email', to: row.destination, message_id: mail.messageId },
  };
}

/**
 * A letter: written for the person to print and post, or, with a print-and-post service,
 * posted by it (under the delivery's idempotency key, so a retry never posts a second letter).
 */
async function reachByLetter(
  deps: DispatcherDeps,
  row: UpdateRequestRow,
  job: Job<DispatchJob>,
  expectedBy: string,
): Promise<Reached> {
  if (!deps.letterProvider) return { kind: 'letter_ready' };
  const [letter] = await buildLetters(deps, [row], { expectedBy: () => expectedBy });
  if (!letter) return { kind: 'undeliverable', reason: 'no_contact' };
  try {
    const pdf = await renderLetters([letter.content], deps.appName);
    const { providerId } = await deps.letterProvider.send(pdf, letter.address, dispatchKey(row));
    return { kind: 'posted', providerId, postedOn: sydneyDay(new Date()) };
  } catch (err) {
    if (err instanceof LetterRefusedError || job.retryCount >= DISPATCH_RETRY.retryLimit) {
      return { kind: 'undeliverable', reason: 'delivery_failed' };
    }
    throw err;
  }
}

/** The documents each emailed request of a batch carries, and when their links are issued. */
type DocumentShares = { issuedAt: Date; documents: Map<string, CarriedDocument[]> };

/** Every outcome of a batch in one transaction, a few statements per kind of outcome. */
async function recordOutcomes(
  deps: DispatcherDeps,
  outcomes: readonly { row: UpdateRequestRow; outcome: Reached }[],
  followUp: UpdateFollowUp,
  expectedBy: string,
  shares: DocumentShares,
): Promise<void> {
  const now = new Date();
  const groups = new Map<string, typeof outcomes>();
  for (const item of outcomes) {
    const { row, outcome } = item;
    const key =
      outcome.kind === 'letter_ready' || outcome.kind === 'posted'
        ? `${outcome.kind}:${row.attempt}`
        : outcome.kind === 'sent'
          ? `sent:${row.attempt}:${row.channel === 'manual' ? 'manual' : 'company'}`
          : outcome.kind === 'rerouted'
            ? `rerouted:${row.attempt}:${outcome.to.channel}:${outcome.to.destination ?? ''}`
            : `undeliverable:${row.attempt}:${outcome.reason}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const evidenceOf = new Map(
    outcomes.map(({ row, outcome }) => [
      row.id,
      outcome.kind === 'sent'
        ? { ...outcome.evidence, attempt: row.attempt }
        : outcome.kind === 'rerouted'
          ? { reason: 'kind_not_handled', channel: outcome.to.channel, attempt: row.attempt }
          : outcome.kind === 'undeliverable'
            ? { via: row.channel, reason: outcome.reason, attempt: row.attempt }
            : { attempt: row.attempt },
    ]),
  );
  await deps.db.transaction(async (tx) => {
    for (const group of groups.values()) {
      const [{ row, outcome }] = group as [(typeof outcomes)[number]];
      if (outcome.kind === 'letter_ready' || outcome.kind === 'posted') {
        await recordLetterOutcomes(deps, tx, group, followUp, expectedBy, now);
        continue;
      }
      if (outcome.kind === 'rerouted') {
        const { applied } = await applyUpdateEvents(tx, deps.logger, {
          requestIds: group.map((item) => item.row.id),
          event: 'rerouted',
          actor: 'system',
          evidence: (id) => evidenceOf.get(id)!,
          attempt: row.attempt,
          patch: { channel: outcome.to.channel, destination: outcome.to.destination },
          now,
        });
        await enqueueDispatches(
          deps.jobs,
          tx,
          applied.map((a) => a.row),
        );
        continue;
      }
      const sent = outcome.kind === 'sent';
      const { applied, refused } = await applyUpdateEvents(tx, deps.logger, {
        requestIds: group.map((item) => item.row.id),
        event: sent ? 'sent' : 'undeliverable',
        actor: 'system',
        evidence: (id) => evidenceOf.get(id)!,
        attempt: row.attempt,
        patch: sent
          ? {
              sent_at: now,
              expected_by: expectedBy,
              follow_up_step: 0,
              follow_up_at: row.channel === 'manual' ? null : followUpDueAt(followUp, now, 0),
            }
          : {
              status_reason: outcome.reason,
              ...(outcome.reason === 'safety_hold' && { status_message: SAFE_STEPS_NOT_DONE }),
              follow_up_at: null,
            },
        now,
      });
      if (sent) {
        const emailed = applied.filter((a) => shares.documents.has(a.row.id));
        await issueDocumentShares(
          tx,
          emailed.map((a) => a.row.id),
          shares.issuedAt,
        );
      }
      if (!sent && applied.length > 0) {
        deps.logger.warn(
          { requests: applied.length, reason: outcome.reason },
          'updates could not be delivered',
        );
      }
      // Cancelled while it was being sent: tell the company to disregard it.
      for (const refusal of refused) {
        if (sent && refusal.row?.status === 'cancelled' && refusal.row.channel !== 'manual') {
          await enqueueCompanyNotice(deps.jobs, tx, {
            requestId: refusal.requestId,
            attempt: refusal.row.attempt,
            kind: 'cancelled',
          });
        }
      }
    }
  });
}

/**
 * Letters: each one's code recorded (still queued: the person posts it); those a print-and-post
 * service took are `posted` by the system and followed up from now, as an email would be.
 */
async function recordLetterOutcomes(
  deps: DispatcherDeps,
  tx: Tx,
  group: readonly { row: UpdateRequestRow; outcome: Reached }[],
  followUp: UpdateFollowUp,
  expectedBy: string,
  now: Date,
): Promise<void> {
  const posted = new Map(
    group.flatMap(({ row, outcome }) => (outcome.kind === 'posted' ? [[row.id, outcome]] : [])),
  );
  // Only requests still queued at this attempt (one cancelled meanwhile keeps no letter).
  const [{ row }] = group as [(typeof group)[number]];
  const still = await tx
    .select({ id: updateRequests.id, attempt: updateRequests.attempt })
    .from(updateRequests)
    .where(
      and(
        inArray(
          updateRequests.id,
          group.map((item) => item.row.id),
        ),
        eq(updateRequests.status, 'queued'),
        eq(updateRequests.attempt, row.attempt),
      ),
    )
    // In id order, as the letter download locks them (letters.service.ts): no lock cycle.
    .orderBy(updateRequests.id)
    .for('update');
  await recordLetters(tx, deps.letterCodes, still, (id) => {
    const outcome = posted.get(id);
    return outcome ? { posted_on: outcome.postedOn, provider_id: outcome.providerId } : {};
  });
  if (posted.size === 0) return;
  await applyUpdateEvents(tx, deps.logger, {
    requestIds: [...posted.keys()],
    event: 'posted',
    actor: 'system',
    evidence: (id) => ({
      via: 'letter_provider',
      provider_id: posted.get(id)!.providerId,
      posted_on: posted.get(id)!.postedOn,
      attempt: row.attempt,
    }),
    attempt: row.attempt,
    patch: {
      sent_at: now,
      expected_by: expectedBy,
      follow_up_step: 0,
      follow_up_at: followUpDueAt(followUp, now, 0),
    },
    now,
  });
}

/** An SMTP 5xx answer: the address or the message was refused for good. */
function isPermanentMailFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Reminders, cancellations and expiry, told to the company on the request's channel. */
export async function sendCompanyNotice(
  deps: DispatcherDeps,
  job: Job<CompanyNoticeJob>,
): Promise<void> {
  const { kind, requestId, attempt, sequence } = job.data;
  const [row] = await deps.db.select().from(updateRequests).where(eq(updateRequests.id, requestId));
  if (!row || row.attempt !== attempt) return;
  // A reminder answered in the meantime is no longer needed.
  if (kind === 'reminder' && row.status !== 'sent') return;
  if (row.channel === 'api') {
    if (kind === 'escalation') return; // only the email channel escalates
    await deps.api.notify({
      type: kind,
      requestId,
      reference: row.reference,
      brandId: row.brand_id,
      attempt,
      sequence,
    });
    return;
  }
  if (row.channel !== 'email' || !row.destination || kind === 'expired') return;
  if (kind === 'escalation') return escalate(deps, await loadRequest(deps, row), sequence);
  const mailKind = kind === 'reminder' ? 'reminder' : 'cancelled';
  const loaded = await loadRequest(deps, row);
  await deps.mail.send(
    companyMail({
      ...companyMailInput(deps, loaded, mailKind, sequence),
      documents: mailKind === 'reminder' ? await liveDocumentsSection(deps, loaded) : null,
    }),
  );
  if (kind === 'reminder' && (await isLastReminder(deps, sequence))) {
    const key = `notice:${requestId}:${attempt}:escalation:${sequence ?? 0}`;
    await deps.jobs.send<CompanyNoticeJob>(
      COMPANY_NOTICE_QUEUE,
      { ...job.data, kind: 'escalation' },
      { id: stableJobId(key) },
    );
  }
}

/** A reminder repeats the documents link while it still works (the same link, never a new one). */
async function liveDocumentsSection(deps: DispatcherDeps, loaded: LoadedRequest) {
  if (!loaded.documents?.length) return null;
  const [share] = await deps.db
    .select()
    .from(documentShares)
    .where(eq(documentShares.request_id, loaded.row.id));
  if (!share || shareState(share, new Date()) !== 'active') return null;
  return documentsSection(deps, loaded.row.id, loaded.documents, share.created_at);
}

async function isLastReminder(deps: DispatcherDeps, sequence: number | undefined) {
  const { reminderDays } = await deps.followUp();
  return sequence !== undefined && sequence >= reminderDays.length;
}

/**
 * The last reminder of an overdue request also goes to the brand's complaints / dispute address
 * (the only time that address is written to). A brand without one gets the reminder alone.
 */
async function escalate(
  deps: DispatcherDeps,
  loaded: LoadedRequest,
  sequence: number | undefined,
): Promise<void> {
  const { row } = loaded;
  // A request answered since the last reminder needs no escalation.
  if (!row.brand_id || row.status !== 'sent') return;
  const [brand] = await deps.db
    .select({ email: brandDirectory.escalation_email })
    .from(brandDirectory)
    .where(
      and(
        eq(brandDirectory.id, row.brand_id),
        eq(brandDirectory.escalation_email_purpose, 'complaints'),
      ),
    );
  if (!brand?.email || brand.email === row.destination) return;
  const input = companyMailInput(deps, loaded, 'escalation', sequence);
  await deps.mail.send(
    companyMail({ ...input, to: brand.email, firstSentTo: row.destination ?? undefined }),
  );
}

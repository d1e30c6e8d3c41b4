import { chooseChannelForKind } from '@updately/shared/brand-channels';
import { randomBytes, randomUUID } from 'node:crypto';
import { payloadToValues } from '@updately/shared/request-kind-fields';
import {
  JOURNEY_REQUEST_KINDS,
  REQUEST_KIND_LABELS,
  REQUEST_KIND_SUBJECT,
  type RequestKind,
} from '@updately/shared/request-kinds';
import type { JourneyType } from '@updately/shared/journey-types';
import type { ApproveUpdatesInput, UpdateField } from '@updately/shared/updates-api';
import { isChangeField, UPDATE_FIELD_LABELS } from '@updately/shared/updates-api';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  requestDocuments,
  updateConsents,
  updateRequestEvents,
  updateRequestItems,
  updateRequests,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { fingerprint } from '../../platform/crypto/value-cipher';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { enqueueDispatches } from '../../platform/update-engine/dispatcher';
import { isPersonOnlyChannel } from '@updately/shared/person-channels';
import { daysFrom } from '../../platform/update-engine/follow-up-schedule';
import { sealItems } from '../../platform/update-engine/request-values';
import { applyUpdateEvents, type UpdateRequestRow } from '../../platform/update-engine/transition';
import type { UpdateEngine } from '../../platform/update-engine/update-engine';
import { KIND_MISSING, kindEffectiveDate, kindPayload, type KindChoice } from './kind-plan';
import { holdJointRequests } from '../household/joint-requests';
import { safetyHeldRequestIds } from '../../platform/update-engine/safety-hold';
import { withSafePostalAddress } from './safe-postal-address';
import { journeyDocumentList, type PlannedDocument } from '../documents-required/document-plan';
import { planJourneyUpdates, type PlannedCompany } from './update-plan';

/**
 * The documents that go with one request: those the person chose (each must be this journey's),
 * else those the company's rule asks for.
 */
function chosenDocuments(
  held: ReadonlyMap<string, PlannedDocument>,
  chosen: readonly string[] | undefined,
  required: readonly PlannedDocument[],
): PlannedDocument[] {
  if (!chosen) return [...required];
  return [...new Set(chosen.map((id) => id.toLowerCase()))].map((id) => {
    const document = held.get(id);
    if (!document) {
      throw new AppError(
        'NOT_FOUND',
        'One or more of the chosen documents are not on this journey.',
      );
    }
    return document;
  });
}

type CompanyChoice = ApproveUpdatesInput['companies'][number];

/**
 * The kinds chosen for one company: as sent, or from the older `fields` (an address is a change
 * of address, an email or phone a change of contact). A kind the journey does not offer is
 * refused.
 */
function chosenKinds(
  type: JourneyType,
  company: PlannedCompany,
  choice: CompanyChoice,
): { kind: RequestKind; choice: KindChoice }[] {
  const offered = JOURNEY_REQUEST_KINDS[type];
  const kinds: { kind: RequestKind; choice: KindChoice }[] = choice.kinds
    ? choice.kinds.map(({ kind, documents: _documents, ...rest }) => ({ kind, choice: rest }))
    : [
        ...(choice.fields!.includes('address')
          ? [{ kind: 'change_of_address' as const, choice: {} }]
          : []),
        ...(choice.fields!.some((f) => f !== 'address')
          ? [{ kind: 'change_of_contact' as const, choice: {} }]
          : []),
      ];
  const unique = new Map(kinds.map((k) => [k.kind, k]));
  for (const kind of unique.keys()) {
    if (!offered.includes(kind)) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${company.company_name}: ${REQUEST_KIND_LABELS[kind].toLowerCase()} is not sent for this life event.`,
      );
    }
  }
  return [...unique.values()];
}

export type ApprovalContext = {
  engine: UpdateEngine;
  jobs: JobQueue;
  logger: Logger;
  appName: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** Who approves, when not the journey's owner (an editor): the consent is theirs. */
  actorId?: string;
  now?: Date;
};

/** Crockford base32 without I, L, O, U: readable over the phone, e.g. UPD-7K3M-9QX2. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newReference(): string {
  const chars = [...randomBytes(8)].map((b) => ALPHABET[b % 32]).join('');
  return `UPD-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The exact values approved, keyed so the record proves them without holding them. */
export function valuesFingerprint(
  key: Buffer,
  values: readonly { field: UpdateField; value: string }[],
): string {
  const canonical = [...values].sort((a, b) => a.field.localeCompare(b.field));
  return fingerprint(key, JSON.stringify(canonical.map((v) => [v.field, v.value])));
}

/**
 * "Approve and send": for each chosen company a consent record (what, to whom, the values'
 * fingerprint, the consent version, when, from where), a request with its encrypted values,
 * its first two events (prepared, approved) and its dispatch job — all in `tx`. Any problem with
 * any company refuses the whole approval. A joint account's request is answered too, still in
 * pending_consent (its other holders approve it).
 */
export async function approveUpdates(
  tx: Tx,
  ctx: ApprovalContext,
  userId: string,
  journeyId: string,
  input: ApproveUpdatesInput,
): Promise<UpdateRequestRow[]> {
  const now = ctx.now ?? new Date();
  const { journey, kindJourney, review, companies } = await planJourneyUpdates(
    tx,
    userId,
    journeyId,
    ctx.appName,
    ctx.engine.cipher,
  );
  const planned = new Map(companies.map((c) => [c.footprint_id, c]));
  const documentsHeld = new Map((await journeyDocumentList(tx, journey.id)).map((d) => [d.id, d]));
  const seen = new Set<string>();
  const prepared = input.companies.flatMap((choice) => {
    const company = planned.get(choice.footprint_id.toLowerCase());
    if (!company || seen.has(company.footprint_id)) {
      throw new AppError(
        'NOT_FOUND',
        'One or more of the chosen companies are not on this journey.',
      );
    }
    seen.add(company.footprint_id);
    return chosenKinds(journey.type, company, choice).map(({ kind, choice: kindChoice }) => {
      const open = company.kinds.find((k) => k.kind === kind)?.open_request;
      if (open) {
        throw new AppError(
          'CONFLICT',
          `An update to ${company.company_name} is already under way: cancel it first to send a new one.`,
        );
      }
      const toggles = choice.kinds
        ? company.fields_to_update
        : {
            address: choice.fields!.includes('address'),
            email: choice.fields!.includes('email'),
            phone: choice.fields!.includes('phone'),
          };
      const payload = withSafePostalAddress(
        kindJourney,
        company,
        kindPayload(kindJourney, kind, company, toggles, kindChoice),
      );
      if (!payload) {
        const field =
          kind === 'change_of_address'
            ? 'address'
            : kind === 'change_of_contact'
              ? (choice.fields?.find((f) => f !== 'address') ?? 'email')
              : null;
        throw new AppError(
          'VALIDATION_FAILED',
          field
            ? `${company.company_name}: no ${UPDATE_FIELD_LABELS[field].toLowerCase()} is recorded for this journey, so it cannot be sent. Add it to the journey first.`
            : `${company.company_name}: ${REQUEST_KIND_LABELS[kind].toLowerCase()} cannot be sent yet. ${KIND_MISSING[kind]}`,
        );
      }
      // A legacy choice of one contact field sends only that one, and says so if it is missing.
      if (!choice.kinds && kind === 'change_of_contact') {
        for (const field of choice.fields!.filter((f) => f !== 'address')) {
          if (!(field in payload.payload)) {
            throw new AppError(
              'VALIDATION_FAILED',
              `${company.company_name}: no ${UPDATE_FIELD_LABELS[field].toLowerCase()} is recorded for this journey, so it cannot be sent. Add it to the journey first.`,
            );
          }
        }
      }
      const subject = REQUEST_KIND_SUBJECT[kind];
      const changes = payloadToValues(payload);
      const identifiers: { field: UpdateField; value: string }[] =
        payload.kind === 'notification_of_death'
          ? [{ field: 'full_name', value: payload.payload.deceased.full_name }]
          : [
              ...(review.identifiers.full_name
                ? [{ field: 'full_name' as const, value: review.identifiers.full_name }]
                : []),
              { field: 'account_email', value: review.identifiers.account_email },
            ];
      if (choice.customer_number) {
        identifiers.push({ field: 'customer_number', value: choice.customer_number });
      }
      const { channel, destination } = chooseChannelForKind(company.channel_options, kind);
      return {
        company,
        kind,
        subject,
        documents: chosenDocuments(
          documentsHeld,
          choice.kinds?.find((k) => k.kind === kind)?.documents,
          company.kinds.find((k) => k.kind === kind)?.documents ?? [],
        ),
        channel,
        destination,
        effective_date: kindEffectiveDate(kindJourney, kind),
        values: [...identifiers, ...changes],
        fields: changes.filter((c) => isChangeField(c.field)).map((c) => c.field),
      };
    });
  });

  const consents = await tx
    .insert(updateConsents)
    .values(
      prepared.map(({ company, values, fields, documents }) => ({
        user_id: ctx.actorId ?? userId,
        journey_id: journey.id,
        brand_id: company.brand_id,
        company_name: company.company_name,
        fields: [...fields],
        values_fingerprint: valuesFingerprint(ctx.engine.fingerprintKey, values),
        consent_version: input.consent_version,
        document_types: [...new Set(documents.map((d) => d.type))],
        ip_address: ctx.ipAddress,
        user_agent: ctx.userAgent?.slice(0, 512) ?? null,
        created_at: now,
      })),
    )
    .returning({ id: updateConsents.id });
  const linksExpireAt = daysFrom(now, ctx.engine.settings.linkDays);
  const requests = prepared.map((p, i) => ({
    id: randomUUID(),
    user_id: userId,
    journey_id: journey.id,
    footprint_id: p.company.footprint_id,
    brand_id: p.company.brand_id,
    company_name: p.company.company_name,
    kind: p.kind,
    subject: p.subject,
    channel: p.channel,
    status: 'pending_consent' as const,
    reference: newReference(),
    destination: p.destination,
    effective_date: p.effective_date,
    consent_id: consents[i]!.id,
    confidential: journey.safe_mode_at !== null,
    links_expire_at: linksExpireAt,
    created_at: now,
    updated_at: now,
  }));
  await tx.insert(updateRequests).values(requests);
  await tx
    .insert(updateRequestItems)
    .values(
      prepared.flatMap(({ values }, i) => sealItems(ctx.engine.cipher, requests[i]!, values)),
    );
  const attached = prepared.flatMap((p, i) =>
    p.documents.map((d) => ({ request_id: requests[i]!.id, document_id: d.id, created_at: now })),
  );
  if (attached.length > 0) await tx.insert(requestDocuments).values(attached);
  await tx.insert(updateRequestEvents).values(
    requests.map((r) => ({
      request_id: r.id,
      user_id: userId,
      seq: 1,
      type: 'created',
      actor: 'person' as const,
      from_status: null,
      to_status: 'pending_consent' as const,
      evidence: null,
      created_at: now,
    })),
  );
  const consentOf = new Map<string, string>(requests.map((r, i) => [r.id, consents[i]!.id]));
  // A joint account's request waits in pending_consent for its other holders' approval, and a
  // company the other person shares (safe mode) for the person's two confirmations.
  const joint = await holdJointRequests(tx, journey.id, requests);
  const shared = await safetyHeldRequestIds(
    tx,
    requests.map((r) => r.id),
  );
  const held = new Set([...joint, ...shared]);
  const { applied, refused } = await applyUpdateEvents(tx, ctx.logger, {
    requestIds: requests.filter((r) => !held.has(r.id)).map((r) => r.id),
    event: 'approved',
    actor: 'person',
    evidence: (id) => ({
      consent_id: consentOf.get(id),
      consent_version: input.consent_version,
      ip_address: ctx.ipAddress,
      user_agent: ctx.userAgent?.slice(0, 512) ?? null,
      ...(ctx.actorId && ctx.actorId !== userId ? { acted_by: ctx.actorId } : {}),
    }),
    now,
  });
  if (refused.length > 0) throw new Error(`Approving new requests failed: ${refused[0]!.reason}`);
  const approved = applied.map((a) => a.row);
  // A web form or a call is the person's own step: nothing to dispatch, it stays queued.
  await enqueueDispatches(
    ctx.jobs,
    tx,
    approved.filter((row) => !isPersonOnlyChannel(row.channel)),
  );
  const waiting = held.size
    ? await tx
        .select()
        .from(updateRequests)
        .where(inArray(updateRequests.id, [...held]))
    : [];
  return [...approved, ...waiting];
}

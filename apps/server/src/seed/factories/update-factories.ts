import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  needsPersonStep,
  transition,
  type UpdateActor,
  type UpdateChannel,
  type UpdateStatus,
} from '@updately/shared/update-status';
import { UPDATE_CONSENT_VERSION, type UpdateField } from '@updately/shared/updates-api';
import type { Db } from '../../db/client';
import {
  brandDirectory,
  digitalFootprints,
  journeyFootprints,
  journeys,
  updateConsents,
  updateRequestEvents,
  updateRequestItems,
  updateRequests,
  users,
} from '../../db/schema';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import { sealItems } from '../../platform/update-engine/request-values';
import type { UpdateEventName } from '../../platform/update-engine/transition';

type Step = { event: UpdateEventName; actor: UpdateActor; evidence?: Record<string, unknown> };

/** How a request reaches the company: Updately sends it, or the person does their step. */
function sentStep(channel: UpdateChannel): Step {
  switch (channel) {
    case 'web_form':
      return { event: 'form_submitted', actor: 'person', evidence: { company_reference: null } };
    case 'letter':
      return { event: 'posted', actor: 'person', evidence: { posted_on: null } };
    case 'phone':
      return {
        event: 'phone_call_logged',
        actor: 'person',
        evidence: { outcome: 'call_back', call_back_on: null },
      };
    default:
      return {
        event: 'sent',
        actor: 'system',
        evidence: { via: channel === 'email' ? 'email' : channel },
      };
  }
}

/** The usual path to each status, one legal event at a time. */
function pathTo(status: UpdateStatus, channel: UpdateChannel): Step[] {
  const approved: Step[] = [{ event: 'approved', actor: 'person' }];
  const sent: Step[] = [...approved, sentStep(channel)];
  const company = { via: channel === 'api' ? 'api' : 'email_link', confirmed_by: 'Customer care' };
  switch (status) {
    case 'pending_consent':
      return [];
    case 'queued':
      return approved;
    case 'sent':
      return sent;
    case 'acknowledged':
      return [...sent, { event: 'acknowledged', actor: 'company', evidence: company }];
    case 'completed':
      return needsPersonStep(channel)
        ? [...sent, { event: 'marked_done', actor: 'person', evidence: { self_attested: true } }]
        : [...sent, { event: 'confirmed', actor: 'company', evidence: company }];
    case 'rejected':
      return [...sent, { event: 'rejected', actor: 'company', evidence: company }];
    case 'needs_you':
      return [
        ...sent,
        { event: 'no_answer', actor: 'system', evidence: { follow_up: 'no_answer' } },
      ];
    case 'expired':
      return [
        ...sent,
        { event: 'no_answer', actor: 'system' },
        { event: 'expired', actor: 'system' },
      ];
    case 'cancelled':
      return [...sent, { event: 'cancelled', actor: 'person' }];
  }
}

const HOUR = 60 * 60 * 1000;

/**
 * Update requests already at the given statuses, inserted directly with a legal event history
 * (for demo data and tests of pages with data; nothing is queued, and no follow-up is due).
 * One per footprint, linked to the journey; the email channel when the brand publishes an address.
 */
export async function createUpdateRequests(
  db: Db,
  cipher: ValueCipher,
  input: {
    userId: string;
    journeyId: string;
    footprintIds: readonly string[];
    statuses: readonly UpdateStatus[];
    startedAt?: Date;
  },
) {
  const [journey] = await db.select().from(journeys).where(eq(journeys.id, input.journeyId));
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  const companies = await db
    .select({
      footprint_id: digitalFootprints.id,
      brand_id: brandDirectory.id,
      name: brandDirectory.name,
      custom: digitalFootprints.custom_brand_name,
      contact: brandDirectory.contact_email,
    })
    .from(digitalFootprints)
    .leftJoin(brandDirectory, eq(brandDirectory.id, digitalFootprints.brand_id))
    .where(inArray(digitalFootprints.id, [...input.footprintIds]));
  const started = input.startedAt ?? new Date(Date.now() - 9 * 24 * HOUR);
  const address = journey?.target_address ?? '12 Sydney Road, Brunswick VIC 3056';
  const rows = [];
  for (const [i, footprintId] of input.footprintIds.entries()) {
    const company = companies.find((c) => c.footprint_id === footprintId)!;
    const status = input.statuses[i] ?? 'sent';
    const channel: UpdateChannel = company.contact ? 'email' : 'manual';
    const steps = pathTo(status, channel);
    const at = (k: number) =>
      new Date(started.getTime() + (i * 3 + k * 20) * 60_000 + k * 24 * HOUR);
    const [consent] = await db
      .insert(updateConsents)
      .values({
        user_id: input.userId,
        journey_id: input.journeyId,
        brand_id: company.brand_id,
        company_name: company.name ?? company.custom ?? 'Company',
        fields: ['address'],
        values_fingerprint: '0'.repeat(64),
        consent_version: UPDATE_CONSENT_VERSION,
        created_at: started,
      })
      .returning();
    const id = randomUUID();
    const sentStep = steps.findIndex((s) => s.event === 'sent');
    const last = steps.length;
    const [request] = await db
      .insert(updateRequests)
      .values({
        id,
        user_id: input.userId,
        journey_id: input.journeyId,
        footprint_id: footprintId,
        brand_id: company.brand_id,
        company_name: consent!.company_name,
        channel,
        status,
        reference: `UPD-${id.slice(0, 4)}-${id.slice(9, 13)}`.toUpperCase(),
        destination: channel === 'email' ? company.contact : null,
        effective_date: journey?.moving_date ?? null,
        consent_id: consent!.id,
        links_expire_at: new Date(started.getTime() + 60 * 24 * HOUR),
        sent_at: sentStep >= 0 ? at(sentStep + 1) : null,
        completed_at: status === 'completed' ? at(last) : null,
        status_reason:
          status === 'needs_you' ? 'no_answer' : status === 'rejected' ? 'no_match' : null,
        created_at: started,
        updated_at: at(last),
      })
      .returning();
    const values: { field: UpdateField; value: string }[] = [
      { field: 'full_name', value: user?.name ?? 'Demo User' },
      { field: 'account_email', value: user?.email ?? 'demo@example.com' },
      { field: 'address', value: address },
    ];
    await db.insert(updateRequestItems).values(
      sealItems(cipher, request!, values).map((item) => ({
        ...item,
        ...(status === 'completed' && item.field === 'address'
          ? { outcome: 'applied', decided_at: at(last) }
          : {}),
        ...(status === 'rejected' && item.field === 'address'
          ? { outcome: 'rejected', reason_code: 'no_match', decided_at: at(last) }
          : {}),
      })),
    );
    let current: UpdateStatus = 'pending_consent';
    const events: {
      seq: number;
      type: string;
      actor: UpdateActor;
      from_status: UpdateStatus | null;
      to_status: UpdateStatus;
    }[] = [{ seq: 1, type: 'created', actor: 'person', from_status: null, to_status: current }];
    for (const [k, step] of steps.entries()) {
      const next = transition(current, step.event, step.actor);
      if (!next.ok) throw new Error(`Illegal demo path to ${status}: ${step.event}`);
      events.push({
        seq: k + 2,
        type: step.event,
        actor: step.actor,
        from_status: current,
        to_status: next.to,
      });
      current = next.to;
    }
    await db.insert(updateRequestEvents).values(
      events.map((e, k) => ({
        ...e,
        request_id: id,
        user_id: input.userId,
        evidence: k === 0 ? null : (steps[k - 1]?.evidence ?? null),
        created_at: k === 0 ? started : at(k),
      })),
    );
    if (status === 'completed') {
      await db
        .update(journeyFootprints)
        .set({ completed_at: at(last) })
        .where(eq(journeyFootprints.footprint_id, footprintId));
    }
    rows.push(request!);
  }
  return rows;
}

import { and, desc, inArray } from 'drizzle-orm';
import type { WebFormPurpose } from '@updately/shared/brand-channels';
import type { PersonStep } from '@updately/shared/person-channels';
import { CONFIDENTIALITY_REQUEST } from '@updately/shared/safe-mode';
import type { Db } from '../../db/client';
import { brandDirectory, updateRequestEvents } from '../../db/schema';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import type { OpenItem } from '../../platform/update-engine/request-values';
import { readRequestActing } from '../../platform/update-engine/request-acting';
import type { UpdateRequestRow } from '../../platform/update-engine/transition';

const STEP_CHANNELS = new Set(['web_form', 'phone']);
const STEP_EVENTS = ['form_submitted', 'phone_call_logged'] as const;

/** The step's own evidence, without where it was recorded from (IP, browser). */
function personalEvidence(evidence: Record<string, unknown> | null) {
  if (!evidence) return null;
  const { ip_address: _ip, user_agent: _ua, acted_by: _by, ...rest } = evidence;
  return rest;
}

/**
 * What the person needs for their step on each web-form or phone request: the brand's form or
 * number as the directory has it now, who calls for whom, and their latest step. Three queries
 * at most.
 */
export async function readPersonSteps(
  db: Db,
  cipher: ValueCipher,
  rows: readonly UpdateRequestRow[],
  items: ReadonlyMap<string, readonly OpenItem[]>,
): Promise<Map<string, PersonStep>> {
  const stepRows = rows.filter((r) => STEP_CHANNELS.has(r.channel));
  const result = new Map<string, PersonStep>();
  if (stepRows.length === 0) return result;
  const brandIds = [
    ...new Set(stepRows.map((r) => r.brand_id).filter((id): id is string => id !== null)),
  ];
  const brands =
    brandIds.length === 0
      ? []
      : await db
          .select({
            id: brandDirectory.id,
            web_form_url: brandDirectory.web_form_url,
            web_form_purpose: brandDirectory.web_form_purpose,
            phone: brandDirectory.phone,
            phone_hours: brandDirectory.phone_hours,
          })
          .from(brandDirectory)
          .where(inArray(brandDirectory.id, brandIds));
  const brandOf = new Map(brands.map((b) => [b.id, b]));
  const acting = await readRequestActing(
    db,
    cipher,
    stepRows.map((r) => r.journey_id),
  );
  const steps = await db
    .selectDistinctOn([updateRequestEvents.request_id], {
      request_id: updateRequestEvents.request_id,
      type: updateRequestEvents.type,
      evidence: updateRequestEvents.evidence,
      created_at: updateRequestEvents.created_at,
    })
    .from(updateRequestEvents)
    .where(
      and(
        inArray(
          updateRequestEvents.request_id,
          stepRows.map((r) => r.id),
        ),
        inArray(updateRequestEvents.type, [...STEP_EVENTS]),
      ),
    )
    .orderBy(updateRequestEvents.request_id, desc(updateRequestEvents.seq));
  const stepOf = new Map(steps.map((s) => [s.request_id, s]));
  for (const row of stepRows) {
    const step = stepOf.get(row.id);
    const brand = row.brand_id ? brandOf.get(row.brand_id) : undefined;
    const forWhom = acting.get(row.journey_id) ?? null;
    const name = items.get(row.id)?.find((i) => i.field === 'full_name')?.value;
    result.set(row.id, {
      web_form_url: brand?.web_form_url ?? null,
      web_form_purpose: (brand?.web_form_purpose as WebFormPurpose | null) ?? null,
      phone: brand?.phone ?? null,
      phone_hours: brand?.phone_hours ?? null,
      caller: forWhom?.person ?? name ?? 'You',
      acting: forWhom ? { subject: forWhom.subject, role: forWhom.role, name: forWhom.name } : null,
      confidentiality_request: row.confidential ? CONFIDENTIALITY_REQUEST : null,
      last_step: step
        ? {
            type: step.type as (typeof STEP_EVENTS)[number],
            at: step.created_at.toISOString(),
            evidence: personalEvidence(step.evidence),
          }
        : null,
    });
  }
  return result;
}

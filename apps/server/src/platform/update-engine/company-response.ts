import { and, eq } from 'drizzle-orm';
import type { CompanyResponse, FieldOutcome } from '@updately/shared/update-channel-contract';
import type { Db } from '../../db/client';
import { updateRequestItems } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import {
  applyUpdateEvent,
  type Evidence,
  type UpdateEventName,
  type UpdateEventOutcome,
} from './transition';

export type CompanyResponseInput = {
  requestId: string;
  response: CompanyResponse;
  /** How it arrived (email link, API) and from where. */
  evidence: Evidence & { via: 'email_link' | 'letter_link' | 'api' };
  now?: Date;
};

/**
 * A company's answer, through any channel: acknowledged, or an outcome per field. Any field
 * applied confirms the request, and so does "no account held" for every field (the request is
 * done: there is nothing to change, and nothing is billed, as only applied fields are);
 * otherwise a request for the person's verification makes it need them, and anything else
 * rejects it. The outcomes are kept per field.
 */
export async function recordCompanyResponse(
  tx: Db,
  logger: Logger,
  input: CompanyResponseInput,
): Promise<UpdateEventOutcome> {
  const now = input.now ?? new Date();
  const { response } = input;
  if (response.kind === 'acknowledge') {
    return applyUpdateEvent(tx, logger, {
      requestId: input.requestId,
      event: 'acknowledged',
      actor: 'company',
      evidence: input.evidence,
      now,
    });
  }
  const rejected = response.fields.filter(
    (f): f is Extract<FieldOutcome, { outcome: 'rejected' }> => f.outcome === 'rejected',
  );
  const noAccount = response.fields.every((f) => f.outcome === 'no_account');
  const event: UpdateEventName =
    noAccount || response.fields.some((f) => f.outcome === 'applied')
      ? 'confirmed'
      : rejected.some((f) => f.reason === 'needs_user_verification')
        ? 'verification_needed'
        : 'rejected';
  const firstRejection = rejected[0];
  const outcome = await applyUpdateEvent(tx, logger, {
    requestId: input.requestId,
    event,
    actor: 'company',
    evidence: {
      ...input.evidence,
      ...(response.confirmed_by ? { confirmed_by: response.confirmed_by } : {}),
      ...(noAccount ? { no_account: true } : {}),
      fields: response.fields.map((f) => ({
        field: f.field,
        outcome: f.outcome,
        ...(f.outcome === 'rejected' ? { reason: f.reason } : {}),
      })),
    },
    patch:
      event === 'confirmed' || !firstRejection
        ? {}
        : { status_reason: firstRejection.reason, status_message: firstRejection.message ?? null },
    now,
  });
  if (!outcome.ok) return outcome;
  for (const field of response.fields) {
    await tx
      .update(updateRequestItems)
      .set({
        outcome: field.outcome,
        reason_code: field.outcome === 'rejected' ? field.reason : null,
        message: field.outcome === 'rejected' ? (field.message ?? null) : null,
        decided_at: now,
      })
      .where(
        and(
          eq(updateRequestItems.request_id, input.requestId),
          eq(updateRequestItems.field, field.field),
        ),
      );
  }
  return outcome;
}

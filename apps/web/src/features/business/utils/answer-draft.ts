import { confirmRequestSchema } from '@updately/shared/business-api';
import type { FieldOutcome } from '@updately/shared/update-channel-contract';
import type { UpdateRejectionReason } from '@updately/shared/update-status';

/** What the portal's answer form holds for one field before it is sent. */
export type FieldDraft = {
  /** `no_account`: the company holds no account for this person (a death notice, mostly). */
  outcome: 'applied' | 'rejected' | 'no_account' | '';
  reason: UpdateRejectionReason | '';
  message: string;
};

export const EMPTY_DRAFT: FieldDraft = { outcome: '', reason: '', message: '' };

export type AnswerDrafts = Partial<Record<string, FieldDraft>>;

export type AnswerResult =
  | { ok: true; input: { fields: FieldOutcome[]; confirmed_by?: string } }
  | { ok: false; errors: Partial<Record<string, string>> };

/**
 * The confirm call's body for every field sent, or a message for each field still missing an
 * answer (or, when rejected, a reason).
 */
export function toConfirmInput(
  fields: readonly string[],
  drafts: AnswerDrafts,
  confirmedBy: string,
): AnswerResult {
  const errors: Partial<Record<string, string>> = {};
  const outcomes: FieldOutcome[] = [];
  for (const field of fields) {
    const draft = drafts[field] ?? EMPTY_DRAFT;
    if (draft.outcome === 'applied' || draft.outcome === 'no_account') {
      outcomes.push({ field, outcome: draft.outcome });
    } else if (draft.outcome === 'rejected') {
      if (!draft.reason) {
        errors[field] = 'Choose why it could not be applied.';
        continue;
      }
      const message = draft.message.trim();
      outcomes.push({
        field,
        outcome: 'rejected',
        reason: draft.reason,
        ...(message ? { message } : {}),
      });
    } else {
      errors[field] = 'Say whether this change was applied.';
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const by = confirmedBy.trim();
  const parsed = confirmRequestSchema.safeParse({
    fields: outcomes,
    ...(by ? { confirmed_by: by } : {}),
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Check the answer.';
    return { ok: false, errors: Object.fromEntries(fields.map((field) => [field, message])) };
  }
  return { ok: true, input: parsed.data };
}

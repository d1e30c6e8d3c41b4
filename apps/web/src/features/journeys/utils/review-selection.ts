import { needsPersonStep } from '@updately/shared/update-status';
import type { JourneyType } from '@updately/shared/journey-types';
import { journeyTargetFields, type JourneyTargetField } from '@updately/shared/journeys-api';
import { approvalSummary } from '@updately/shared/update-attestation';
import type { DeathInstruction } from '@updately/shared/request-kind-payloads';
import { REQUEST_KIND_LABELS, type RequestKind } from '@updately/shared/request-kinds';
import { UPDATE_STATUS_LABELS } from '@updately/shared/update-status';
import type {
  ApproveUpdatesInput,
  JourneyReview,
  ReviewCompany,
  UpdateChangeField,
  UpdateField,
  UpdateRequest,
} from '@updately/shared/updates-api';
import {
  UPDATE_CHANGE_FIELDS,
  UPDATE_CONSENT_VERSION,
  UPDATE_FIELD_LABELS,
} from '@updately/shared/updates-api';

import { readableValue } from './kind-values';

export type ReviewCompanyKind = ReviewCompany['kinds'][number];

/** The kinds a company can be sent now: nothing missing and none already under way. */
export function sendableKinds(company: ReviewCompany): ReviewCompanyKind[] {
  return company.kinds.filter((k) => k.missing === null && k.open_request === null);
}

/** The fields of a company that have a value to send (the older address/email/phone view). */
export function sendableFields(company: ReviewCompany): UpdateChangeField[] {
  return company.fields.filter((f) => f.value !== null).map((f) => f.field);
}

/** What the review page splits companies into. */
export function reviewGroups(review: JourneyReview) {
  const ready: ReviewCompany[] = [];
  const underWay: ReviewCompany[] = [];
  const nothingToSend: ReviewCompany[] = [];
  for (const company of review.companies) {
    const open = company.kinds.some((k) => k.open_request !== null) || company.open_request;
    if (sendableKinds(company).length > 0) ready.push(company);
    else if (open) underWay.push(company);
    else nothingToSend.push(company);
  }
  return { ready, underWay, nothingToSend };
}

/** One kind's switch, and a death notification's instruction (and to whom, for a transfer). */
export type KindChoice = { on: boolean; instruction: DeathInstruction | null; transferTo: string };

/** Per company: whether it is chosen, its kinds and an optional customer number. */
export type ReviewChoice = {
  selected: boolean;
  kinds: Partial<Record<RequestKind, KindChoice>>;
  customerNumber: string;
};
export type ReviewSelection = Record<string, ReviewChoice>;

/** Each ready company is chosen when a kind of it goes by default; those kinds are on. */
export function initialSelection(review: JourneyReview): ReviewSelection {
  return Object.fromEntries(
    reviewGroups(review).ready.map((c) => {
      const kinds = Object.fromEntries(
        sendableKinds(c).map((k) => [
          k.kind,
          { on: k.selected, instruction: k.instruction, transferTo: '' },
        ]),
      );
      const selected = Object.values(kinds).some((k) => k.on);
      return [c.footprint_id, { selected, kinds, customerNumber: '' }];
    }),
  );
}

/**
 * A choice made before the review reloaded, kept to the kinds that can still go (new ones as
 * suggested); the same object when nothing changed, so an unchanged company does not re-render.
 */
export function reconcileChoice(suggested: ReviewChoice, choice: ReviewChoice | undefined) {
  if (!choice) return suggested;
  const now = Object.keys(suggested.kinds) as RequestKind[];
  const before = Object.keys(choice.kinds);
  if (now.length === before.length && now.every((k) => k in choice.kinds)) return choice;
  return {
    ...choice,
    kinds: Object.fromEntries(now.map((k) => [k, choice.kinds[k] ?? suggested.kinds[k]!])),
  };
}

/** A change to one company's choice: whole-company fields, or one kind's. */
export type ChoiceChange =
  | { selected: boolean }
  | { customerNumber: string }
  | { kind: RequestKind; change: Partial<KindChoice> };

export function applyChoiceChange(choice: ReviewChoice, change: ChoiceChange): ReviewChoice {
  if (!('kind' in change)) return { ...choice, ...change };
  const kind = choice.kinds[change.kind];
  if (!kind) return choice;
  return { ...choice, kinds: { ...choice.kinds, [change.kind]: { ...kind, ...change.change } } };
}

/** The kinds switched on for a company (none when the company is not chosen). */
export function chosenKinds(choice: ReviewChoice | undefined): RequestKind[] {
  if (!choice?.selected) return [];
  return (Object.entries(choice.kinds) as [RequestKind, KindChoice][])
    .filter(([, k]) => k.on)
    .map(([kind]) => kind);
}

/** The chosen companies that still have a kind switched on. */
export function chosenCompanies(selection: ReviewSelection): string[] {
  return Object.entries(selection)
    .filter(([, choice]) => chosenKinds(choice).length > 0)
    .map(([id]) => id);
}

/** A chosen transfer with no name: the footprint ids to fix before approving. */
export function transfersWithoutName(selection: ReviewSelection): string[] {
  return chosenCompanies(selection).filter((id) => {
    const death = selection[id]!.kinds.notification_of_death;
    return death?.on && death.instruction === 'transfer_account' && !death.transferTo.trim();
  });
}

export function approvalInput(selection: ReviewSelection): ApproveUpdatesInput {
  return {
    consent_version: UPDATE_CONSENT_VERSION,
    companies: chosenCompanies(selection).map((footprint_id) => {
      const choice = selection[footprint_id]!;
      const customerNumber = choice.customerNumber.trim();
      return {
        footprint_id,
        kinds: chosenKinds(choice).map((kind) => {
          const { instruction, transferTo } = choice.kinds[kind]!;
          if (kind !== 'notification_of_death' || !instruction) return { kind };
          return instruction === 'transfer_account'
            ? { kind, instruction, transfer_to: transferTo.trim() }
            : { kind, instruction };
        }),
        ...(customerNumber ? { customer_number: customerNumber } : {}),
      };
    }),
  };
}

/** Each (company, kind) that approving would send, with its channel. */
export function chosenRequests(
  companies: readonly ReviewCompany[],
  selection: ReviewSelection,
): { company: string; kind: RequestKind; channel: ReviewCompanyKind['channel'] }[] {
  return companies.flatMap((company) => {
    const on = new Set(chosenKinds(selection[company.footprint_id]));
    return company.kinds
      .filter((k) => on.has(k.kind))
      .map((k) => ({ company: company.company_name, kind: k.kind, channel: k.channel }));
  });
}

/** What goes, per kind, in words: "Change of name to 2 companies, change of address to 1". */
export function whatGoesText(requests: readonly { kind: RequestKind }[]): string {
  const counts = new Map<RequestKind, number>();
  for (const r of requests) counts.set(r.kind, (counts.get(r.kind) ?? 0) + 1);
  return [...counts]
    .map(([kind, n], i) => {
      const label = REQUEST_KIND_LABELS[kind];
      const words = i === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1);
      return `${words} to ${n === 1 ? '1 company' : `${n} companies`}`;
    })
    .join(', ');
}

/** The values a kind would send, readable: no structured parts, an instruction in words. */
export function kindValues(kind: Pick<ReviewCompanyKind, 'fields'>) {
  return kind.fields
    .filter((f) => !f.field.endsWith('_parts'))
    .map((f) => ({
      field: f.field,
      label: UPDATE_FIELD_LABELS[f.field as UpdateField] ?? f.field,
      value: f.value === null ? null : readableValue(f.field, f.value),
    }));
}

/** Why nothing can go to these companies yet, each reason once. */
export function missingKindsText(companies: readonly ReviewCompany[]): string {
  const reasons = companies.flatMap((c) =>
    c.kinds.filter((k) => k.missing !== null && k.open_request === null).map((k) => k.missing!),
  );
  return [...new Set(reasons)].join(' ');
}

/** What is already under way with a company: "Change of name: Sent, change of address: Done". */
export function underWayText(company: ReviewCompany): string {
  const open = company.kinds.filter((k) => k.open_request !== null);
  if (open.length === 0) {
    return company.open_request ? UPDATE_STATUS_LABELS[company.open_request.status] : '';
  }
  return open
    .map((k) => `${REQUEST_KIND_LABELS[k.kind]}: ${UPDATE_STATUS_LABELS[k.open_request!.status]}`)
    .join(', ');
}

/** How one kind goes to a company, in a few words. */
export function kindChannelText(kind: Pick<ReviewCompanyKind, 'channel' | 'destination'>) {
  if (kind.channel === 'email')
    return kind.destination ? `by email to ${kind.destination}` : 'by email';
  if (kind.channel === 'api') return 'through their integration';
  return 'your checklist';
}

/** The journey's value behind each detail a company can be sent. */
export const JOURNEY_VALUE_OF = {
  address: 'target_address',
  email: 'target_email',
  phone: 'target_phone',
} as const satisfies Record<UpdateChangeField, JourneyTargetField>;

/**
 * The journey values that are missing and would let a company be told, with the companies
 * waiting for each (only values this journey type asks for: the person can add them on Review).
 */
export function missingValues(review: JourneyReview, type: JourneyType) {
  const asked = journeyTargetFields(type);
  const { nothingToSend } = reviewGroups(review);
  return UPDATE_CHANGE_FIELDS.filter((field) => asked.includes(JOURNEY_VALUE_OF[field]))
    .map((field) => ({
      field,
      companies: nothingToSend
        .filter((c) => c.fields.some((f) => f.field === field && f.value === null))
        .map((c) => c.company_name),
    }))
    .filter((missing) => missing.companies.length > 0);
}

/**
 * What approving did, in words: "6 sent for you · 14 to do yourself"; a joint account's request
 * (still pending_consent) waits for its other holder.
 */
export function approvalResult(
  requests: readonly (Pick<UpdateRequest, 'channel'> & { status?: UpdateRequest['status'] })[],
) {
  const waiting = requests.filter((r) => r.status === 'pending_consent').length;
  // A checklist, a form, a letter or a call: the person's own step.
  const toDo = requests.filter((r) => r.status !== 'pending_consent' && needsPersonStep(r.channel));
  const summary = approvalSummary({
    sent: requests.length - waiting - toDo.length,
    toDo: toDo.length,
  });
  if (!waiting) return summary;
  return [summary, `${waiting} waiting for a joint account holder`].filter(Boolean).join(' · ');
}

import type { JourneyType } from '@updately/shared/journey-types';
import { journeyTargetFields, type JourneyTargetField } from '@updately/shared/journeys-api';
import { approvalSummary } from '@updately/shared/update-attestation';
import type {
  ApproveUpdatesInput,
  JourneyReview,
  ReviewCompany,
  UpdateChangeField,
  UpdateRequest,
} from '@updately/shared/updates-api';
import { UPDATE_CHANGE_FIELDS, UPDATE_CONSENT_VERSION } from '@updately/shared/updates-api';

/** The fields of a company that have a value to send. */
export function sendableFields(company: ReviewCompany): UpdateChangeField[] {
  return company.fields.filter((f) => f.value !== null).map((f) => f.field);
}

/** What the review page splits companies into. */
export function reviewGroups(review: JourneyReview) {
  const ready = review.companies.filter((c) => !c.open_request && sendableFields(c).length > 0);
  const underWay = review.companies.filter((c) => c.open_request !== null);
  const nothingToSend = review.companies.filter(
    (c) => !c.open_request && sendableFields(c).length === 0,
  );
  return { ready, underWay, nothingToSend };
}

/** Per company: whether it is chosen, its chosen fields and an optional customer number. */
export type ReviewChoice = {
  selected: boolean;
  fields: UpdateChangeField[];
  customerNumber: string;
};
export type ReviewSelection = Record<string, ReviewChoice>;

/** Everything ready is chosen, with every field that has a value. */
export function initialSelection(review: JourneyReview): ReviewSelection {
  return Object.fromEntries(
    reviewGroups(review).ready.map((c) => [
      c.footprint_id,
      { selected: true, fields: sendableFields(c), customerNumber: '' },
    ]),
  );
}

/** The chosen companies that still have a field chosen. */
export function chosenCompanies(selection: ReviewSelection): string[] {
  return Object.entries(selection)
    .filter(([, choice]) => choice.selected && choice.fields.length > 0)
    .map(([id]) => id);
}

export function approvalInput(selection: ReviewSelection): ApproveUpdatesInput {
  return {
    consent_version: UPDATE_CONSENT_VERSION,
    companies: chosenCompanies(selection).map((footprint_id) => {
      const choice = selection[footprint_id]!;
      const customerNumber = choice.customerNumber.trim();
      return {
        footprint_id,
        fields: choice.fields,
        ...(customerNumber ? { customer_number: customerNumber } : {}),
      };
    }),
  };
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

/** What approving did, in words: "6 sent for you · 14 to do yourself". */
export function approvalResult(requests: readonly Pick<UpdateRequest, 'channel'>[]) {
  const toDo = requests.filter((r) => r.channel === 'manual').length;
  return approvalSummary({ sent: requests.length - toDo, toDo });
}

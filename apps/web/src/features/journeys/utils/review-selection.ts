import type {
  ApproveUpdatesInput,
  JourneyReview,
  ReviewCompany,
  UpdateChangeField,
} from '@updately/shared/updates-api';
import { UPDATE_CONSENT_VERSION } from '@updately/shared/updates-api';

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

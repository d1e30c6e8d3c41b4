import { toAs4590 } from '@updately/shared/as4590-address';
import { formatAddressLine, splitAddressLine } from '@updately/shared/au-address';
import type { BrandCategory } from '@updately/shared/brands';
import type { FieldsToUpdate } from '@updately/shared/journeys-api';
import { KIND_ANSWER_FIELDS, payloadToValues } from '@updately/shared/request-kind-fields';
import {
  CREDIT_BAN_ACTION,
  type DeathInstruction,
  type JourneyDetails,
  type KindPayload,
  type RequestPayloads,
} from '@updately/shared/request-kind-payloads';
import {
  isCreditReportingBody,
  type KindCompany,
  type RequestKind,
} from '@updately/shared/request-kinds';
import type { JourneyRow } from '../journeys/journey-view';

export type KindJourney = Pick<
  JourneyRow,
  'type' | 'target_address' | 'target_email' | 'target_phone' | 'moving_date'
> & { details: JourneyDetails };

export type KindChoice = { instruction?: DeathInstruction; transfer_to?: string };

/** What is missing before a kind can be sent, in words, per kind. */
export const KIND_MISSING: Record<RequestKind, string> = {
  change_of_address: 'Add your new address to the journey first.',
  change_of_contact: 'Add your new email or phone to the journey first.',
  change_of_name: 'Add your new name to the journey first.',
  notification_of_death: 'Add the details of the person who died first.',
  add_dependant: "Add your child's details first.",
  secure_account: 'Add what happened and what to ask for first.',
  change_of_employment: 'Add your new employer or your study first.',
};

/** A death notification's instruction unless the person picks another, by category. */
export function defaultInstruction(category: string | null): DeathInstruction {
  const hold: readonly BrandCategory[] = ['banking', 'superannuation', 'insurance'];
  const correspond: readonly BrandCategory[] = ['government', 'energy', 'water', 'health'];
  if (category && hold.includes(category as BrandCategory)) return 'hold_until_probate';
  if (category && correspond.includes(category as BrandCategory)) {
    return 'correspond_with_notifier';
  }
  return 'close_account';
}

function addressParts(line: string) {
  const parts = splitAddressLine(line);
  return parts ? toAs4590(parts) : undefined;
}

/**
 * The payload `kind` would send `company` from this journey, or null when the journey lacks what
 * it needs. `toggles` are the link's address/email/phone switches (change of contact sends the
 * ones switched on, or every one recorded when none is).
 */
export function kindPayload(
  journey: KindJourney,
  kind: RequestKind,
  company: KindCompany,
  toggles: FieldsToUpdate,
  choice: KindChoice = {},
): KindPayload | null {
  const d = journey.details;
  switch (kind) {
    case 'change_of_address': {
      if (!journey.target_address) return null;
      const postal = d.change_of_address?.postal_address;
      const parts = addressParts(journey.target_address);
      const payload: RequestPayloads['change_of_address'] = {
        address: journey.target_address,
        ...(parts ? { address_parts: parts } : {}),
        ...(postal
          ? { postal_address: formatAddressLine(postal), postal_address_parts: toAs4590(postal) }
          : {}),
      };
      return { kind, payload };
    }
    case 'change_of_contact': {
      const anyToggle = toggles.email || toggles.phone;
      const email = (!anyToggle || toggles.email) && journey.target_email;
      const phone = (!anyToggle || toggles.phone) && journey.target_phone;
      if (!email && !phone) return null;
      return { kind, payload: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } };
    }
    case 'change_of_name': {
      const n = d.change_of_name;
      if (!n) return null;
      const { effective_date: _date, ...payload } = n;
      return { kind, payload };
    }
    case 'notification_of_death': {
      const n = d.notification_of_death;
      if (!n) return null;
      const instruction = choice.instruction ?? defaultInstruction(company.category);
      return {
        kind,
        payload: {
          ...n,
          instruction,
          ...(instruction === 'transfer_account' && choice.transfer_to
            ? { transfer_to: choice.transfer_to }
            : {}),
        },
      };
    }
    case 'add_dependant': {
      const n = d.add_dependant;
      return n ? { kind, payload: n } : null;
    }
    case 'secure_account': {
      const n = d.secure_account;
      if (!n) return null;
      return {
        kind,
        payload: {
          date_noticed: n.date_noticed,
          what_happened: n.what_happened,
          actions: isCreditReportingBody(company.slug) ? [CREDIT_BAN_ACTION] : [...n.actions],
        },
      };
    }
    case 'change_of_employment': {
      const n = d.change_of_employment;
      if (!n) return null;
      if (n.type === 'employer') {
        const { type: _t, ...payload } = n;
        return { kind, payload };
      }
      const { type: _t, ...payload } = n;
      return { kind, payload };
    }
  }
}

/** The date a kind's change takes effect, sent with it (the move, the new name, the death...). */
export function kindEffectiveDate(journey: KindJourney, kind: RequestKind): string | null {
  const d = journey.details;
  switch (kind) {
    case 'change_of_address':
    case 'change_of_contact':
      return journey.moving_date;
    case 'change_of_name':
      return d.change_of_name?.effective_date ?? null;
    case 'notification_of_death':
      return d.notification_of_death?.deceased.date_of_death ?? null;
    case 'add_dependant':
      return d.add_dependant?.date_of_birth ?? null;
    case 'secure_account':
      return d.secure_account?.date_noticed ?? null;
    case 'change_of_employment': {
      const e = d.change_of_employment;
      if (!e) return null;
      return e.type === 'employer' ? e.start_date : e.study_completed_on;
    }
  }
}

/** The answer fields of a payload with their values (what Review and send lists). */
export function answerValues(payload: KindPayload): { field: string; value: string }[] {
  const answers: readonly string[] = KIND_ANSWER_FIELDS[payload.kind];
  return payloadToValues(payload).filter((v) => answers.includes(v.field));
}

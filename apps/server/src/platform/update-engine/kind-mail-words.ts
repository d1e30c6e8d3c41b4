import { kindValueText, valuesToPayload } from '@updately/shared/request-kind-fields';
import {
  CREDIT_BAN_ACTION,
  DEPENDANT_ACTION_LABELS,
  DEPENDANT_RELATIONSHIP_LABELS,
  NAME_CHANGE_BASIS_LABELS,
  NOTIFIER_RELATIONSHIP_LABELS,
  SECURE_ACTION_LABELS,
  type RequestPayloads,
} from '@updately/shared/request-kind-payloads';
import { REQUEST_KIND_LABELS, type RequestKind } from '@updately/shared/request-kinds';
import { isChangeField, UPDATE_FIELD_LABELS, type UpdateField } from '@updately/shared/updates-api';
import { formatCalendarDay } from '../../lib/dates';

export type MailRow = { label: string; value: string };

/** What one kind says to a company, beyond the greeting, reference, consent and links. */
export type KindMailWords = {
  /** "Change of address for your customer Alex Nguyen" (the reference is added after). */
  subject: string;
  /** The first paragraph of a first request: what is asked, of whom. */
  ask: string;
  /** The request's details, readable (no codes, no address parts). */
  rows: MailRow[];
  /** A list the company works through (the actions asked of a hacked account). */
  list: string[];
  /** The law or the care the request comes with (APP 13, s 20K, no secrets). */
  notes: string[];
  /** A death notification can be answered "No account held". */
  offersNoAccount: boolean;
};

/** Australian Privacy Principle 13, for every correction of personal information. */
export const APP_13_NOTE =
  'Under Australian Privacy Principle 13 (Privacy Act 1988), you must take reasonable steps to correct personal information you hold when asked, and, if you refuse, give the customer written reasons for the refusal.';
export const NO_SECRETS_NOTE =
  'We never send or ask for passwords, PINs or one-time codes. If anyone asks for one in this request’s name, it is not us.';
export const CREDIT_BAN_NOTE =
  'Under section 20K of the Privacy Act 1988, please put a ban on this person’s credit reporting information: do not use or disclose it while the ban is in force (an initial ban period of 21 days), as they believe they are, or are likely to be, a victim of fraud.';

/** Corrections of personal information: APP 13 applies. */
const CORRECTIONS: readonly RequestKind[] = [
  'change_of_address',
  'change_of_contact',
  'change_of_name',
];

const day = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDay(value) : value;

/**
 * The words for `kind`, from the request's stored values. `name` is the customer the company
 * knows (for a death notification, the person who died).
 */
export function kindMailWords(
  kind: RequestKind,
  name: string,
  items: readonly { field: UpdateField; value: string }[],
): KindMailWords {
  let payload: RequestPayloads[RequestKind];
  try {
    payload = valuesToPayload(kind, items);
  } catch {
    return fallbackWords(kind, name, items);
  }
  const base = { list: [], notes: [], offersNoAccount: false };
  switch (kind) {
    case 'change_of_address': {
      const p = payload as RequestPayloads['change_of_address'];
      return {
        ...base,
        subject: `Change of address for your customer ${name}`,
        ask: `${name}, one of your customers, has moved and asks you to correct the address on their records.`,
        rows: [
          { label: 'New address', value: p.address },
          ...(p.postal_address ? [{ label: 'New postal address', value: p.postal_address }] : []),
        ],
        notes: [APP_13_NOTE],
      };
    }
    case 'change_of_contact': {
      const p = payload as RequestPayloads['change_of_contact'];
      const what = [p.email !== undefined && 'email', p.phone !== undefined && 'phone']
        .filter(Boolean)
        .join(' and ');
      return {
        ...base,
        subject: `Change of ${what} for your customer ${name}`,
        ask: `${name}, one of your customers, asks you to correct their contact details on their records.`,
        rows: [
          ...(p.email !== undefined ? [{ label: 'New email', value: p.email }] : []),
          ...(p.phone !== undefined ? [{ label: 'New phone', value: p.phone }] : []),
        ],
        notes: [APP_13_NOTE],
      };
    }
    case 'change_of_name': {
      const p = payload as RequestPayloads['change_of_name'];
      const newName = `${p.given_names} ${p.family_name}`;
      return {
        ...base,
        subject: `Change of name for your customer ${p.former_name}`,
        ask: `Your customer ${p.former_name} has changed their name to ${newName} and asks you to correct it on their records.`,
        rows: [
          { label: 'Former name', value: p.former_name },
          { label: 'New given names', value: p.given_names },
          { label: 'New family name', value: p.family_name },
          { label: 'Basis of the change', value: NAME_CHANGE_BASIS_LABELS[p.basis] },
        ],
        notes: [
          APP_13_NOTE,
          'If you need to see evidence of the change, please ask the customer directly.',
        ],
      };
    }
    case 'notification_of_death': {
      const p = payload as RequestPayloads['notification_of_death'];
      const relationship = NOTIFIER_RELATIONSHIP_LABELS[p.notifier.relationship].toLowerCase();
      return {
        ...base,
        subject: `Notification of death: ${p.deceased.full_name}`,
        ask: `We are writing on behalf of ${p.notifier.name} (${relationship}) with the sad news that ${p.deceased.full_name} has died. We understand they may have held an account with you, and ask you to act on the instruction below.`,
        rows: [
          { label: 'Name of the person who died', value: p.deceased.full_name },
          { label: 'Their date of birth', value: day(p.deceased.date_of_birth) },
          { label: 'Date of death', value: day(p.deceased.date_of_death) },
          { label: 'Their last address', value: p.deceased.last_address },
          { label: 'Notified by', value: p.notifier.name },
          {
            label: 'Relationship',
            value: NOTIFIER_RELATIONSHIP_LABELS[p.notifier.relationship],
          },
          { label: 'Address for correspondence', value: p.notifier.address },
          {
            label: 'The instruction for this account',
            value: kindValueText('instruction', p.instruction),
          },
          ...(p.transfer_to ? [{ label: 'Transfer the account to', value: p.transfer_to }] : []),
        ],
        notes: [
          `If you need a death certificate or proof of ${p.notifier.name}'s authority, please write to them at the address for correspondence. If you hold no account for ${p.deceased.full_name}, please tell us with the "No account held" link, so that the family is not contacted about it again.`,
        ],
        offersNoAccount: true,
      };
    }
    case 'add_dependant': {
      const p = payload as RequestPayloads['add_dependant'];
      const child = `${p.given_names} ${p.family_name}`;
      return {
        ...base,
        subject: `Add a dependant for your customer ${name}`,
        ask: `${name}, one of your customers, has a new child, ${child}, and asks you to add them: ${DEPENDANT_ACTION_LABELS[p.action].toLowerCase()}.`,
        rows: [
          { label: "Child's given names", value: p.given_names },
          { label: "Child's family name", value: p.family_name },
          { label: "Child's date of birth", value: day(p.date_of_birth) },
          { label: 'Relationship', value: DEPENDANT_RELATIONSHIP_LABELS[p.relationship] },
          { label: 'What to do', value: DEPENDANT_ACTION_LABELS[p.action] },
        ],
        notes: [
          'If you need a birth certificate or a form signed, please ask the customer directly.',
        ],
      };
    }
    case 'secure_account': {
      const p = payload as RequestPayloads['secure_account'];
      const creditBan = p.actions.includes(CREDIT_BAN_ACTION);
      return {
        ...base,
        subject: creditBan
          ? `Request for a credit ban for ${name}`
          : `Secure the account of your customer ${name}`,
        ask: creditBan
          ? `${name} believes they are a victim of fraud and asks you for a ban on their credit report.`
          : `${name}, one of your customers, believes their account was compromised and asks you to secure it. Please:`,
        rows: [
          { label: 'Noticed on', value: day(p.date_noticed) },
          { label: 'What happened', value: p.what_happened },
        ],
        list: p.actions.map((action) => SECURE_ACTION_LABELS[action]),
        notes: [...(creditBan ? [CREDIT_BAN_NOTE] : []), NO_SECRETS_NOTE],
      };
    }
    case 'change_of_employment': {
      const p = payload as RequestPayloads['change_of_employment'];
      if ('employer_name' in p) {
        return {
          ...base,
          subject: `Change of employment for your customer ${name}`,
          ask: `${name}, one of your customers, has a new employer and asks you to update their records.`,
          rows: [
            { label: 'New employer', value: p.employer_name },
            ...(p.employer_abn ? [{ label: "Employer's ABN", value: p.employer_abn }] : []),
            { label: 'Start date', value: day(p.start_date) },
          ],
        };
      }
      return {
        ...base,
        subject: `Change of study for your customer ${name}`,
        ask: `${name}, one of your customers, has finished their study and asks you to update their records.`,
        rows: [
          ...(p.course ? [{ label: 'Course', value: p.course }] : []),
          { label: 'Study completed on', value: day(p.study_completed_on) },
        ],
      };
    }
  }
}

/** A request whose values no longer make its kind's payload: its answer fields as they are. */
function fallbackWords(
  kind: RequestKind,
  name: string,
  items: readonly { field: UpdateField; value: string }[],
): KindMailWords {
  return {
    subject: `${REQUEST_KIND_LABELS[kind]} for your customer ${name}`,
    ask: `${name}, one of your customers, asked us to tell you about a change to their details.`,
    rows: items
      .filter((i) => isChangeField(i.field))
      .map((i) => ({
        label: UPDATE_FIELD_LABELS[i.field],
        value: kindValueText(i.field, i.value),
      })),
    list: [],
    notes: CORRECTIONS.includes(kind) ? [APP_13_NOTE] : [],
    offersNoAccount: kind === 'notification_of_death',
  };
}

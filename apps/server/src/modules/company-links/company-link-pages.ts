import { REQUEST_KIND_LABELS, type RequestKind } from '@updately/shared/request-kinds';
import { UPDATE_REJECTION_LABELS, UPDATE_REJECTION_REASONS } from '@updately/shared/update-status';
import { isIdentifierField } from '@updately/shared/updates-api';
import { actingAsWords } from '@updately/shared/acting-for';
import { formatCalendarDay, formatInstant } from '../../lib/dates';
import { escapeHtml } from '../../lib/html';
import { renderPlainPage } from '../../lib/plain-page';
import type { CompanyLinkPurpose } from '../../platform/update-engine/company-links';
import type { LoadedRequest } from '../../platform/update-engine/company-request';
import { kindMailWords } from '../../platform/update-engine/kind-mail-words';
import {
  actingRows,
  customerName,
  identityLabel,
} from '../../platform/update-engine/request-acting';
import type { UpdateRequestRow } from '../../platform/update-engine/transition';

export type FormErrors = Record<string, string>;

const p = (text: string, className?: string) =>
  `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;

export function messagePage(appName: string, title: string, text: string): string {
  return renderPlainPage(appName, title, p(text));
}

/** The customer the company knows: the person acted for, or for a death the person who died. */
const customerOf = ({ acting, items }: LoadedRequest) =>
  customerName(acting, items, 'the customer');

/** What the request asks, in its kind's words (never stored codes or address parts). */
export const kindWords = (loaded: LoadedRequest) =>
  kindMailWords(loaded.row.kind as RequestKind, customerOf(loaded), loaded.items);

/** Only this request: what is asked, its details, who, from when, by when, and its reference. */
function requestSummary(loaded: LoadedRequest): string {
  const { row, items, acting } = loaded;
  const words = kindWords(loaded);
  const death = row.kind === 'notification_of_death';
  const rows = [
    ['What is asked', REQUEST_KIND_LABELS[row.kind as RequestKind] ?? row.kind] as const,
    ...words.rows.map((r) => [r.label, r.value] as const),
    ...actingRows(acting).map((r) => [r.label, r.value] as const),
    ...items
      .filter((i) => isIdentifierField(i.field) && !(death && i.field === 'full_name'))
      .map((i) => [identityLabel(i.field, acting), i.value] as const),
    ...(row.effective_date
      ? [['Effective from', formatCalendarDay(row.effective_date)] as const]
      : []),
    ...(row.expected_by ? [['Please answer by', formatCalendarDay(row.expected_by)] as const] : []),
    ['Reference', row.reference] as const,
  ];
  const list = words.list.length
    ? `<ul>${words.list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
    : '';
  const intro = acting ? p(`${acting.person} writes ${actingAsWords(acting)}.`) : '';
  return `${intro}${p(words.ask)}${list}<dl>${rows
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl>`;
}

function errorFor(errors: FormErrors, name: string): string {
  return errors[name]
    ? `<p class="error" id="${name}-error" role="alert" style="color:#b91c1c;margin:.25rem 0 0">${escapeHtml(errors[name]!)}</p>`
    : '';
}

function describedBy(errors: FormErrors, name: string): string {
  return errors[name] ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
}

/**
 * The page behind a link: the request and a button. Opening it records nothing (mail scanners
 * open links); only the button's POST does.
 */
/** What the app is, for a company that has never heard of it, and the way to integrate. */
function aboutUs(appName: string): string {
  return `<aside aria-labelledby="about-heading" class="note">
<h2 id="about-heading" style="font-size:1rem;margin:1.5rem 0 .25rem">About ${escapeHtml(appName)}</h2>
${p(`${appName} passes on a change of details that one of your customers asked for, with their consent, and tells them what you answered.`)}
<p>For businesses: <a href="/for-business">Receive these by API</a> instead of email, straight into your systems.</p>
</aside>`;
}

export function formPage(
  appName: string,
  purpose: CompanyLinkPurpose,
  loaded: LoadedRequest,
  /** The pages of the other answers ("Can't update" from "Confirm", and back). */
  others: Partial<Record<CompanyLinkPurpose, string>>,
  errors: FormErrors = {},
  values: Record<string, unknown> = {},
): string {
  const value = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const company = loaded.row.company_name;
  const death = loaded.row.kind === 'notification_of_death';
  const alternatives = (
    [
      ['updated', death ? "It's done: confirm instead" : "We've updated it: confirm instead"],
      [
        'cannot-update',
        death ? "Can't do it? Tell the family why" : "Can't update? Tell the customer why",
      ],
      ['no-account', 'We hold no account: say so instead'],
    ] as const
  )
    .filter(([key]) => key !== purpose && others[key])
    .map(
      ([key, label]) =>
        `<a href="${escapeHtml(others[key]!)}" style="margin-left:1rem">${label}</a>`,
    )
    .join('\n');
  const nameField = `<label for="confirmed_by">Your name or team (optional)</label>
<input type="text" id="confirmed_by" name="confirmed_by" maxlength="120" autocomplete="name" value="${escapeHtml(value('confirmed_by'))}"${describedBy(errors, 'confirmed_by')}>
${errorFor(errors, 'confirmed_by')}`;
  if (purpose === 'no-account') {
    return renderPlainPage(
      appName,
      'No account held',
      `${p(`${company}: if you hold no account for ${customerOf(loaded)}, tell us so, and we will not contact you about it again.`)}
${requestSummary(loaded)}
<form method="post">
${nameField}
<button type="submit">Confirm: we hold no account</button>
${alternatives}
</form>
${p(`Your answer is passed on with the time it was given.`, 'note')}
${aboutUs(appName)}`,
    );
  }
  if (purpose === 'updated') {
    return renderPlainPage(
      appName,
      death ? 'Confirm it is done' : 'Confirm the update',
      `${p(
        death
          ? `${company}: please confirm you have acted on the instruction below.`
          : `${company}: please confirm you have updated your customer's records with these details.`,
      )}
${requestSummary(loaded)}
<form method="post">
${nameField}
<button type="submit">${death ? "Confirm: it's done" : "Confirm: we've updated the records"}</button>
${alternatives}
</form>
${p(`Your answer is passed on to the customer with the time it was given.`, 'note')}
${aboutUs(appName)}`,
    );
  }
  const chosen = value('reason');
  const reasons = UPDATE_REJECTION_REASONS.map(
    (reason) =>
      `<label class="choice"><input type="radio" name="reason" value="${reason}"${
        chosen === reason ? ' checked' : ''
      }${describedBy(errors, 'reason')}> ${escapeHtml(UPDATE_REJECTION_LABELS[reason])}</label>`,
  ).join('\n');
  return renderPlainPage(
    appName,
    "Tell the customer you can't update",
    `${p(`${company}: if you cannot make this change, tell the customer why so they can sort it out.`)}
${requestSummary(loaded)}
<form method="post">
<fieldset><legend>Why can't you make the change?</legend>
${reasons}
${errorFor(errors, 'reason')}
</fieldset>
<label for="message">Anything the customer should know (optional)</label>
<textarea id="message" name="message" maxlength="1000"${describedBy(errors, 'message')}>${escapeHtml(value('message'))}</textarea>
${errorFor(errors, 'message')}
${nameField}
<button type="submit">Send our answer</button>
${alternatives}
</form>
${aboutUs(appName)}`,
  );
}

export function thanksPage(appName: string, row: UpdateRequestRow, noAccount = false): string {
  const what = noAccount
    ? 'you hold no account, so nothing more is asked of you'
    : row.status === 'completed'
      ? 'the update is recorded as made'
      : row.status === 'needs_you'
        ? 'the customer is asked to verify who they are with you'
        : 'your answer is recorded';
  return messagePage(
    appName,
    'Thank you',
    `We have told the customer: ${what} (reference ${row.reference}). There is nothing else to do.`,
  );
}

/** A request that is no longer waiting for an answer: how it ended. */
export function answeredPage(appName: string, row: UpdateRequestRow): string {
  const when = formatInstant(row.updated_at);
  const text: Record<string, string> = {
    completed: `This request (${row.reference}) was already confirmed on ${when}. Thank you: there is nothing else to do.`,
    rejected: `An answer to this request (${row.reference}) was already recorded on ${when}. There is nothing else to do.`,
    cancelled: `The customer cancelled this request (${row.reference}) on ${when}. Please disregard it: no change is needed.`,
    expired: `This request (${row.reference}) expired on ${when} without an answer. No answer can be recorded now.`,
  };
  return messagePage(
    appName,
    'This request is closed',
    text[row.status] ??
      (row.channel === 'letter'
        ? `This request (${row.reference}) is being sent again: please use the address printed on the newest letter about it.`
        : `This request (${row.reference}) is being sent again: please use the links in the newest email about it.`),
  );
}

import { kindValueText } from '@updately/shared/request-kind-fields';
import {
  DEPENDANT_ACTION_LABELS,
  DEPENDANT_RELATIONSHIP_LABELS,
  NAME_CHANGE_BASIS_LABELS,
  NOTIFIER_RELATIONSHIP_LABELS,
} from '@updately/shared/request-kind-payloads';

const CODES: Record<string, Record<string, string>> = {
  basis: NAME_CHANGE_BASIS_LABELS,
  notifier_relationship: NOTIFIER_RELATIONSHIP_LABELS,
  dependant_relationship: DEPENDANT_RELATIONSHIP_LABELS,
  dependant_action: DEPENDANT_ACTION_LABELS,
};

const DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** A calendar date ("2026-12-27") as "27 Dec 2026", read as a local date; else as given. */
export function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return DAY.format(new Date(Number(year), Number(month) - 1, Number(day)));
}

/** A kind's stored value as a person reads it: codes in words, dates as dates. */
export function readableValue(field: string, value: string): string {
  const words = CODES[field]?.[value];
  if (words) return words;
  return formatDay(kindValueText(field, value));
}

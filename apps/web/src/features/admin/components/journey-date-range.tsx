import { Field } from '../../../components/ui/field';

/** Two calendar days as the date inputs hold them ('' for none). */
export type DayRange = { from: string; to: string };

export const NO_DAYS: DayRange = { from: '', to: '' };

function localMidnight(day: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match;
  return new Date(Number(year), Number(month) - 1, Number(date) + plusDays).toISOString();
}

/**
 * The admin's own days as the instants the API filters by: from the first moment of `from` to
 * the end of `to` (both inclusive, in the browser's time zone). An error when they are reversed.
 */
export function dayRangeInstants(range: DayRange): {
  from?: string;
  to?: string;
  error?: string;
} {
  const from = localMidnight(range.from);
  const to = localMidnight(range.to, 1);
  if (from && to && from >= to) return { error: 'The end date is before the start date.' };
  return { from, to };
}

type DateRangeFieldsProps = {
  /** For the inputs' ids. */
  idPrefix: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
  error?: string;
};

/** "From" and "To" date inputs, each day included. */
export function DateRangeFields({ idPrefix, value, onChange, error }: DateRangeFieldsProps) {
  return (
    <>
      <Field
        id={`${idPrefix}-from`}
        label="From"
        type="date"
        className="w-full sm:w-44"
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
      />
      <Field
        id={`${idPrefix}-to`}
        label="To"
        type="date"
        className="w-full sm:w-44"
        value={value.to}
        min={value.from || undefined}
        error={error}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
      />
    </>
  );
}

import {
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_PRESET_DAYS,
  isoDay,
  presetRange,
  resolveDateRange,
  type DateRange,
} from '@updately/shared/admin-analytics-api';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { formatCalendarDate } from '../../../lib/format-date';

export type RangeChoice = { preset: number | 'custom'; range: DateRange };

/** Today as a UTC calendar day (the server counts days in UTC). */
export const todayUtc = () => isoDay(Date.now());

export const defaultRangeChoice = (days = 30): RangeChoice => ({
  preset: days,
  range: presetRange(days, todayUtc()),
});

/**
 * The range of UTC days the figures cover: the last 7, 30 or 90 days, or custom dates checked
 * as the server checks them (real dates, not backwards, not after today, a year at most).
 */
export function AnalyticsRangePicker({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange: (choice: RangeChoice) => void;
}) {
  const id = useId();
  const today = todayUtc();
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(value.range.from);
  const [to, setTo] = useState(value.range.to);
  const [error, setError] = useState<string>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const resolved = resolveDateRange({ from: from || undefined, to: to || undefined }, today);
    if (!resolved.ok) {
      setError(resolved.message);
      return;
    }
    setError(undefined);
    onChange({ preset: 'custom', range: resolved.range });
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div
        className="flex flex-wrap items-center gap-2"
        role="group"
        aria-labelledby={`${id}-label`}
      >
        <span id={`${id}-label`} className="mr-2 text-sm font-medium">
          Date range
        </span>
        {ANALYTICS_PRESET_DAYS.map((days) => (
          <Button
            key={days}
            type="button"
            size="sm"
            variant={!custom && value.preset === days ? 'default' : 'outline'}
            aria-pressed={!custom && value.preset === days}
            onClick={() => {
              setCustom(false);
              setError(undefined);
              onChange({ preset: days, range: presetRange(days, today) });
            }}
          >
            Last {days} days
          </Button>
        ))}
        <Button
          type="button"
          size="sm"
          variant={custom ? 'default' : 'outline'}
          aria-pressed={custom}
          aria-expanded={custom}
          aria-controls={`${id}-custom`}
          onClick={() => {
            setFrom(value.range.from);
            setTo(value.range.to);
            setCustom(true);
          }}
        >
          Custom dates
        </Button>
      </div>
      {custom ? (
        <form
          id={`${id}-custom`}
          onSubmit={apply}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field
            id={`${id}-from`}
            label="From"
            type="date"
            value={from}
            max={today}
            onChange={(e) => setFrom(e.target.value)}
            error={error}
            className="sm:w-44"
          />
          <Field
            id={`${id}-to`}
            label="To"
            type="date"
            value={to}
            max={today}
            onChange={(e) => setTo(e.target.value)}
            className="sm:w-44"
          />
          <Button type="submit" className="sm:mt-7">
            Apply dates
          </Button>
        </form>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {formatCalendarDate(value.range.from)} to {formatCalendarDate(value.range.to)} (
        {value.range.days} {value.range.days === 1 ? 'day' : 'days'}, counted in UTC; at most{' '}
        {ANALYTICS_MAX_RANGE_DAYS} days).
      </p>
    </div>
  );
}

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

// Radix Select has no empty value: "all" stands for no filter inside, undefined outside.
const ALL = 'all';

type FilterOption = { value: string; label: string };

type FilterSelectProps = {
  /** For the label's htmlFor (the select's trigger takes it). */
  id: string;
  /** Undefined (or empty) for "all". */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** "All categories". */
  allLabel: string;
  options: readonly FilterOption[];
  disabled?: boolean;
};

/** A filter: one of `options`, or all of them (no filter). */
export function FilterSelect({
  id,
  value,
  onChange,
  allLabel,
  options,
  disabled,
}: FilterSelectProps) {
  return (
    <Select
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? undefined : next)}
      disabled={disabled}
    >
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

import { OptionSelect, type SelectOption } from './option-select';

// Radix Select has no empty value: "all" stands for no filter inside, undefined outside.
const ALL = 'all';

type FilterSelectProps = {
  /** For the label's htmlFor (the select's trigger takes it). */
  id: string;
  /** Undefined (or empty) for "all". */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** "All categories". */
  allLabel: string;
  options: readonly SelectOption<string>[];
  disabled?: boolean;
};

/** A filter: one of `options`, or all of them (no filter). */
export function FilterSelect({ value, onChange, allLabel, options, ...props }: FilterSelectProps) {
  return (
    <OptionSelect
      {...props}
      value={value || ALL}
      onChange={(next) => onChange(next === ALL ? undefined : next)}
      options={[{ value: ALL, label: allLabel }, ...options]}
    />
  );
}

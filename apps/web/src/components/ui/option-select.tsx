import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export type SelectOption<T extends string> = { value: T; label: string };

/** `values` with their labels, in order, as select options. */
export function labelledOptions<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): SelectOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

type OptionSelectProps<T extends string> = {
  /** Empty for none chosen yet (the placeholder shows). */
  value: T | '';
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** For a label's htmlFor (the trigger takes it); or name it with `aria-label`. */
  id?: string;
  'aria-label'?: string;
  'aria-required'?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** For the trigger, e.g. its width. */
  className?: string;
};

/** One of a fixed list of labelled options. */
export function OptionSelect<T extends string>({
  value,
  onChange,
  options,
  placeholder,
  disabled,
  ...triggerProps
}: OptionSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

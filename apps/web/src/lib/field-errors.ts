import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** What a zod issue carries that a form needs. */
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * The first message for each of the form's fields (the keys of `values`) among a failed parse's
 * issues. `under` is where the form's fields sit in the parsed payload, e.g. ['journey'].
 */
export function fieldErrors<V extends object>(
  issues: readonly Issue[],
  values: V,
  under: readonly PropertyKey[] = [],
): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const { path, message } of issues) {
    if (!under.every((key, index) => path[index] === key)) continue;
    const field = path[under.length];
    if (typeof field === 'string' && field in values) {
      errors[field as keyof V & string] ??= message;
    }
  }
  return errors;
}

/** Shows the messages on a react-hook-form form, focusing the first failing field in `order`. */
export function showFieldErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  order: readonly (keyof V & string)[],
  errors: FieldErrors<V>,
) {
  order
    .filter((field) => errors[field])
    .forEach((field, index) =>
      setError(field as Path<V>, { message: errors[field] }, { shouldFocus: index === 0 }),
    );
}

import type { ReactNode } from 'react';

import { Button } from '../../../components/ui/button';
import { ApiClientError } from '../../../lib/api-client';

/** What a settings section's form shows per field. */
export type SectionErrors = Record<string, string | undefined>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first message for each field among a failed parse's issues. */
export function issueErrors(issues: readonly Issue[]): SectionErrors {
  const errors: SectionErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The server's refusal as field errors: its 400 says `field: message` (or `field.0: message`).
 * Null when the error is not about one of `fields`.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): SectionErrors | null {
  if (!(error instanceof ApiClientError) || error.code !== 'VALIDATION_FAILED') return null;
  const match = /^([A-Za-z]+)(?:\.\d+)?: (.+)$/.exec(error.message);
  if (!match || !fields.includes(match[1]!)) return null;
  return { [match[1]!]: match[2]! };
}

/** Moves focus to the first field with an error (ids are `${prefix}-${field}`). */
export function focusFirstError(prefix: string, order: readonly string[], errors: SectionErrors) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(`${prefix}-${first}`)?.focus();
}

type SaveBarProps = { saving: boolean; label?: string; children?: ReactNode };

/** A section's save button: says it is saving, and cannot be pressed twice. */
export function SaveBar({ saving, label = 'Save', children }: SaveBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={saving} aria-disabled={saving}>
        {saving ? 'Saving…' : label}
      </Button>
      {children}
    </div>
  );
}

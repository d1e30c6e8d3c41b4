export type AuditChange = 'added' | 'removed' | 'changed';

/** One line of an audit entry's readable diff: the values as plain text, never markup. */
export type AuditDiffRow = {
  /** Dotted for nested objects: `fields_to_update.email`. */
  field: string;
  change: AuditChange;
  /** Null when the field was added. */
  before: string | null;
  /** Null when the field was removed. */
  after: string | null;
};

/** Nested objects are flattened this deep; anything deeper is shown as JSON. */
const MAX_DEPTH = 3;
/** A top-level value that is not an object (a bare string, number or list). */
export const WHOLE_VALUE_FIELD = '(value)';

type Flat = Map<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(value: unknown, prefix: string, depth: number, out: Flat): void {
  // The top level always opens (an empty object has no fields); nested empty objects are values.
  const opens = depth === 0 || (depth < MAX_DEPTH && Object.keys(value ?? {}).length > 0);
  if (isPlainObject(value) && opens) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, depth + 1, out);
    }
    return;
  }
  out.set(prefix || WHOLE_VALUE_FIELD, value);
}

function flat(value: unknown): Flat {
  const out: Flat = new Map();
  if (value === null || value === undefined) return out;
  flatten(value, '', 0, out);
  return out;
}

/** A value as one line of text: strings as they are, everything else as JSON. */
export function auditValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

/**
 * What an audit entry changed, field by field: old and new values (jsonb, any shape) compared
 * after flattening nested objects, in the order the fields first appear. Unchanged fields are
 * left out.
 */
export function auditDiff(oldValues: unknown, newValues: unknown): AuditDiffRow[] {
  const before = flat(oldValues);
  const after = flat(newValues);
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  const rows: AuditDiffRow[] = [];
  for (const field of fields) {
    const had = before.has(field);
    const has = after.has(field);
    const was = auditValueText(before.get(field));
    const is = auditValueText(after.get(field));
    if (had && has) {
      // Compared as JSON, so that "1" and 1 differ even though they read the same.
      const same = JSON.stringify(before.get(field)) === JSON.stringify(after.get(field));
      if (!same) rows.push({ field, change: 'changed', before: was, after: is });
    } else if (has) {
      rows.push({ field, change: 'added', before: null, after: is });
    } else {
      rows.push({ field, change: 'removed', before: was, after: null });
    }
  }
  return rows;
}

/** The diff as one line per field, for a CSV cell: `status: new → resolved`. */
export function auditDiffText(rows: readonly AuditDiffRow[]): string {
  return rows
    .map((row) => {
      if (row.change === 'added') return `${row.field}: + ${row.after}`;
      if (row.change === 'removed') return `${row.field}: − ${row.before}`;
      return `${row.field}: ${row.before} → ${row.after}`;
    })
    .join('\n');
}

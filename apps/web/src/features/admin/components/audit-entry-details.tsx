import type { AdminAuditEntry } from '@updately/shared/admin-audit-logs-api';
import { auditDiff, auditValueText, type AuditDiffRow } from '@updately/shared/audit-diff';

import { countOf } from '../../../lib/count-of';

const CHANGE_LABELS: Record<AuditDiffRow['change'], string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
};

/** The entry's changes as a readable diff, then its metadata and origin, behind a disclosure. */
export function AuditEntryDetails({ entry }: { entry: AdminAuditEntry }) {
  const diff = auditDiff(entry.old_values, entry.new_values);
  const metadata = Object.entries(entry.metadata ?? {});
  const summary =
    diff.length > 0
      ? countOf(diff.length, 'change', 'changes')
      : metadata.length > 0
        ? 'Details'
        : 'No details';
  return (
    <details className="group min-w-0 text-sm">
      <summary className="min-h-6 cursor-pointer font-medium text-primary underline underline-offset-4 hover:no-underline">
        {summary}
      </summary>
      <div className="mt-2 flex max-w-xl flex-col gap-3">
        {diff.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="Changes">
            {diff.map((row) => (
              <li
                key={row.field}
                className="flex flex-col gap-0.5 rounded border border-border p-2"
              >
                <span>
                  <code className="font-mono text-xs break-all">{row.field}</code>{' '}
                  <span className="text-xs text-muted-foreground">{CHANGE_LABELS[row.change]}</span>
                </span>
                {row.before !== null ? (
                  <span className="break-words">
                    <span className="text-muted-foreground">Before: </span>
                    <del className="bg-red-50 text-red-900 decoration-red-900/60">{row.before}</del>
                  </span>
                ) : null}
                {row.after !== null ? (
                  <span className="break-words">
                    <span className="text-muted-foreground">After: </span>
                    <ins className="bg-green-50 text-green-900 no-underline">{row.after}</ins>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {metadata.length > 0 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {metadata.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-mono text-xs text-muted-foreground">{key}</dt>
                <dd className="break-words">{auditValueText(value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {entry.ip_address || entry.user_agent ? (
          <p className="text-xs break-words text-muted-foreground">
            {[entry.ip_address, entry.user_agent].filter(Boolean).join(' · ')}
          </p>
        ) : null}
      </div>
    </details>
  );
}

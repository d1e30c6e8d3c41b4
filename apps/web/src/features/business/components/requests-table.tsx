import type { BusinessRequestSummary } from '@updately/shared/business-api';
import { REQUEST_KIND_LABELS } from '@updately/shared/request-kinds';
import { useState } from 'react';

import { TableHead } from '../../../components/ui/table-head';
import { formatDateTime } from '../../../lib/format-date';
import { fieldLabel } from '../utils/business-labels';
import { RequestDetailDialog } from './request-detail-dialog';
import { RequestStatusBadge } from './request-status-badge';

type RequestsTableProps = { orgId: string; items: BusinessRequestSummary[] };

/** The requests, oldest change first; a reference opens the request. */
export function RequestsTable({ orgId, items }: RequestsTableProps) {
  const [open, setOpen] = useState<BusinessRequestSummary | null>(null);
  return (
    <>
      <div className="rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Requests, oldest change first</caption>
          <TableHead
            columns={['Request', 'Changes', 'Status']}
            className="bg-muted"
            cellClassName="p-3"
          />
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t border-border align-top">
                <td className="p-3">
                  <button
                    type="button"
                    className="min-h-6 text-left font-medium text-primary underline underline-offset-4 hover:no-underline"
                    onClick={() => setOpen(item)}
                  >
                    <span className="sr-only">Open request </span>
                    {item.reference}
                  </button>
                  <p className="break-words">{item.brand.name}</p>
                  <p>{REQUEST_KIND_LABELS[item.kind]}</p>
                  <p className="text-muted-foreground">
                    <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
                  </p>
                </td>
                <td className="p-3">
                  <ul>
                    {item.fields.map((field) => (
                      <li key={field}>{fieldLabel(field)}</li>
                    ))}
                  </ul>
                </td>
                <td className="p-3">
                  <RequestStatusBadge status={item.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open ? (
        <RequestDetailDialog
          orgId={orgId}
          summary={open}
          open
          onOpenChange={(next) => {
            if (!next) setOpen(null);
          }}
        />
      ) : null}
    </>
  );
}

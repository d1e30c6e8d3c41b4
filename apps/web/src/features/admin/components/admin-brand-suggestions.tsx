import {
  SUGGESTION_CHANNEL_LABELS,
  type AdminSuggestion,
} from '@updately/shared/brand-suggestions-api';
import { MESSAGES } from '@updately/shared/messages';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { TableHead } from '../../../components/ui/table-head';
import { formatDateTime } from '../../../lib/format-date';
import { useBrandSuggestions, useDecideSuggestion } from '../api/brand-suggestions';

const STATUS_LABELS: Record<AdminSuggestion['status'], string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * People's suggestions of how to reach a company, from their journey pages: waiting ones first.
 * Approving writes the value to the brand, with the page the person saw it on as its source; a
 * company outside the directory can only be rejected (add the brand first to use its contact).
 */
export function AdminBrandSuggestions() {
  const suggestions = useBrandSuggestions();
  return (
    <section aria-labelledby="brand-suggestions-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="brand-suggestions-heading" className="text-lg font-semibold">
          Suggestions
        </h2>
        <p className="text-sm text-muted-foreground">
          Contacts people saw on a company&apos;s own pages. Open the page to check the value before
          you approve it: it is written to the brand with that page as its source.
        </p>
      </div>
      {suggestions.isPending ? (
        <SectionLoading label="Loading suggestions" />
      ) : suggestions.isError ? (
        <SectionError error={suggestions.error} onRetry={() => void suggestions.refetch()} />
      ) : suggestions.data.items.length === 0 ? (
        <p className="text-muted-foreground">No suggestion yet.</p>
      ) : (
        <SuggestionsTable items={suggestions.data.items} />
      )}
    </section>
  );
}

function SuggestionsTable({ items }: { items: AdminSuggestion[] }) {
  const decide = useDecideSuggestion();
  const onDecide = (item: AdminSuggestion, action: 'approve' | 'reject') =>
    decide.mutateAsync({ id: item.id, action, replace: item.brand_has_channel }).then(
      () =>
        toast.success(action === 'approve' ? 'Suggestion approved' : 'Suggestion rejected', {
          description: `${item.company_name} · ${SUGGESTION_CHANNEL_LABELS[item.channel]}`,
        }),
      (error: Error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
    );
  const busy = (item: AdminSuggestion) => decide.isPending && decide.variables.id === item.id;

  return (
    <ScrollRegion label="Suggestions table" className="rounded-lg border border-border">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Suggestions, those waiting first</caption>
        <TableHead
          columns={['Suggested', 'Company', 'Channel', 'Value', 'Seen on', 'Status']}
          className="bg-muted"
          cellClassName="p-3"
        />
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-border align-top">
              <td className="p-3 whitespace-nowrap">{formatDateTime(item.created_at)}</td>
              <td className="p-3 break-words">
                {item.brand_name ?? item.company_name}
                {item.brand_id ? null : (
                  <span className="block text-xs text-muted-foreground">
                    Not in the directory: add the brand first, then ask the person again; this
                    suggestion can only be rejected.
                  </span>
                )}
              </td>
              <td className="p-3">{SUGGESTION_CHANNEL_LABELS[item.channel]}</td>
              <td className="p-3 break-words">
                <Lines lines={item.value_lines} />
                {item.brand_has_channel && item.status === 'pending' ? (
                  <div className="mt-2 text-xs text-muted-foreground">
                    Now: <Lines lines={item.current_lines} />
                  </div>
                ) : null}
              </td>
              <td className="p-3 break-all">
                <a
                  href={item.source_url}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="underline"
                >
                  {item.source_url}
                </a>
              </td>
              <td className="p-3">
                {item.status === 'pending' ? (
                  <div className="flex flex-wrap gap-2">
                    {item.brand_id ? (
                      <ApproveDialog
                        item={item}
                        busy={busy(item)}
                        onConfirm={() => void onDecide(item, 'approve')}
                      />
                    ) : null}
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={busy(item)}
                      aria-label={`Reject the suggestion for ${item.company_name}`}
                      onClick={() => void onDecide(item, 'reject')}
                    >
                      Reject
                    </Button>
                  </div>
                ) : (
                  <div className="flex flex-col gap-1">
                    <Badge variant="outline">{STATUS_LABELS[item.status]}</Badge>
                    {item.decided_by_name ? (
                      <span className="text-xs text-muted-foreground">
                        by {item.decided_by_name}
                        {item.decided_at ? `, ${formatDateTime(item.decided_at)}` : ''}
                      </span>
                    ) : null}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <span className="flex flex-col">
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </span>
  );
}

type ApproveDialogProps = { item: AdminSuggestion; busy: boolean; onConfirm: () => void };

/** Approving changes the brand every request reads: the admin confirms, replacing explicitly. */
function ApproveDialog({ item, busy, onConfirm }: ApproveDialogProps) {
  const name = item.brand_name ?? item.company_name;
  const channel = SUGGESTION_CHANNEL_LABELS[item.channel].toLowerCase();
  return (
    <ConfirmDialog
      tone="primary"
      trigger={
        <Button
          type="button"
          size="sm"
          disabled={busy}
          aria-label={`Approve the suggestion for ${name}`}
        >
          Approve
        </Button>
      }
      title={
        item.brand_has_channel ? `Replace ${name}'s ${channel}?` : `Add this ${channel} to ${name}?`
      }
      description={
        item.brand_has_channel
          ? `${name} has a ${channel} already. Approving replaces it with the suggested one, sourced from the page the person gave and checked today.`
          : `It is written to ${name} with the page the person gave as its source, checked today.`
      }
      confirmLabel={item.brand_has_channel ? 'Replace and approve' : 'Approve'}
      onConfirm={onConfirm}
    >
      <div className="text-sm">
        <Lines lines={item.value_lines} />
      </div>
    </ConfirmDialog>
  );
}

import type { ConsentEntry } from '@updately/shared/account-api';
import { MESSAGES } from '@updately/shared/messages';
import { useId } from 'react';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Label } from '../../../components/ui/label';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { SectionCard } from '../../../components/ui/section-card';
import { Switch } from '../../../components/ui/switch';
import { TableHead } from '../../../components/ui/table-head';
import { formatDateTime } from '../../../lib/format-date';
import { useConsents } from '../api/get-consents';
import { useRecordConsent } from '../api/record-consent';

const CONSENT_LABELS: Record<string, string> = {
  data_processing: 'Data processing',
  marketing: 'Marketing emails',
};

function since(state: { version: string | null; updated_at: string | null }) {
  if (!state.updated_at) return 'Not recorded yet';
  return `Version ${state.version ?? '—'}, recorded ${formatDateTime(state.updated_at)}`;
}

/** The consents given, with versions and dates; marketing is a switch that records a new row. */
export function ConsentsSection() {
  const id = useId();
  const consents = useConsents();
  const recordConsent = useRecordConsent();

  const setMarketing = (granted: boolean) => {
    recordConsent.mutate(
      { consentType: 'marketing', granted },
      {
        onSuccess: () =>
          toast.success(granted ? 'Marketing emails turned on' : 'Marketing emails turned off', {
            description: 'Your choice has been recorded.',
          }),
        onError: (error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
      },
    );
  };

  return (
    <SectionCard
      title="Your consents"
      description="What you have agreed to, with the version of the terms and when you chose."
    >
      {consents.isPending ? (
        <SectionLoading label="Loading your consents" />
      ) : consents.isError ? (
        <SectionError error={consents.error} onRetry={() => void consents.refetch()} />
      ) : (
        <>
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex flex-col gap-1">
                <p className="text-sm font-medium">Data processing</p>
                <p className="text-sm text-muted-foreground">
                  Needed to run your journeys and keep your footprints. Delete your account to
                  withdraw it. {since(consents.data.current.data_processing)}.
                </p>
              </div>
              <Badge>{consents.data.current.data_processing.granted ? 'Given' : 'Withdrawn'}</Badge>
            </div>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex flex-col gap-1">
                <Label htmlFor={`${id}-marketing`}>Marketing emails</Label>
                <p id={`${id}-marketing-hint`} className="text-sm text-muted-foreground">
                  News about features and offers, now and then. Optional.{' '}
                  {since(consents.data.current.marketing)}.
                </p>
              </div>
              <Switch
                id={`${id}-marketing`}
                aria-describedby={`${id}-marketing-hint`}
                checked={
                  recordConsent.isPending
                    ? recordConsent.variables.granted
                    : consents.data.current.marketing.granted
                }
                disabled={recordConsent.isPending}
                onCheckedChange={setMarketing}
              />
            </div>
          </div>
          <ConsentHistory entries={consents.data.history} />
        </>
      )}
    </SectionCard>
  );
}

function ConsentHistory({ entries }: { entries: ConsentEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ScrollRegion label="Consent history">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">Consent history</caption>
        <TableHead
          columns={['Consent', 'Choice', 'Version', 'Date']}
          className="border-b border-border"
          cellClassName="py-2 pr-4 last:pr-0"
        />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border last:border-0">
              <td className="py-2 pr-4">
                {CONSENT_LABELS[entry.consent_type] ?? entry.consent_type}
              </td>
              <td className="py-2 pr-4">{entry.granted ? 'Given' : 'Withdrawn'}</td>
              <td className="py-2 pr-4">{entry.version}</td>
              <td className="py-2">{formatDateTime(entry.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

import { UPDATE_FIELD_LABELS, type UpdateField } from '@updately/shared/updates-api';

import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { SectionCard } from '../../../components/ui/section-card';
import { TableHead } from '../../../components/ui/table-head';
import { formatDateTime } from '../../../lib/format-date';
import { useUpdateConsents } from '../api/update-consents';

const fieldLabel = (field: string) =>
  (UPDATE_FIELD_LABELS[field as UpdateField] ?? field).replace(/^New /, '').toLowerCase();

/** Each approval to tell a company, with the evidence kept for it. */
export function UpdateConsentsSection() {
  const consents = useUpdateConsents();
  return (
    <SectionCard
      id="update-consents"
      title="Companies you asked us to tell"
      description="Each time you approve an update we keep a record: which company, which details, a fingerprint of the exact values, the consent version, when, and from which device."
    >
      {consents.isPending ? (
        <SectionLoading label="Loading your approvals" />
      ) : consents.isError ? (
        <SectionError error={consents.error} onRetry={() => void consents.refetch()} />
      ) : consents.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None yet. When you approve updates on a journey, each one is listed here.
        </p>
      ) : (
        <ScrollRegion label="Approvals to send details to companies">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Approvals to send details to companies</caption>
            <TableHead
              columns={['Company', 'Details', 'Version', 'Approved', 'Values fingerprint']}
              className="border-b border-border"
              cellClassName="py-2 pr-4 last:pr-0"
            />
            <tbody>
              {consents.data.items.map((consent) => (
                <tr key={consent.id} className="border-b border-border align-top last:border-0">
                  <td className="py-2 pr-4 font-medium">{consent.company_name}</td>
                  <td className="py-2 pr-4">{consent.fields.map(fieldLabel).join(', ')}</td>
                  <td className="py-2 pr-4">{consent.consent_version}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {formatDateTime(consent.created_at)}
                    {consent.ip_address ? (
                      <span className="block text-xs text-muted-foreground">
                        from {consent.ip_address}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 font-mono text-xs" title={consent.values_fingerprint}>
                    {consent.values_fingerprint.slice(0, 12)}…
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}

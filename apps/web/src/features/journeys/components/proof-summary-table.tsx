import { REQUEST_KIND_LABELS } from '@updately/shared/request-kinds';
import { CHANNEL_PROMISE } from '@updately/shared/update-attestation';
import { UPDATE_CHANNEL_LABELS } from '@updately/shared/update-status';
import type { ProofCompany } from '@updately/shared/updates-api';

import { ScrollRegion } from '../../../components/ui/scroll-region';
import { TableHead } from '../../../components/ui/table-head';
import { formatDateTime } from '../../../lib/format-date';
import { proofWhen } from '../utils/proof-view';

/** The proof's first table: one line per company saying who did what and when. */
export function ProofSummaryTable({ companies }: { companies: readonly ProofCompany[] }) {
  return (
    <ScrollRegion label="Summary, one line per company" className="print:overflow-visible">
      <table className="w-full text-left text-sm print:text-xs">
        <caption className="sr-only">Summary: who did what, for each company</caption>
        <TableHead
          columns={['Company', 'How it is told', 'Who did what', 'When']}
          className="border-b border-border"
          cellClassName="p-2"
        />
        <tbody>
          {companies.map((company) => {
            const when = proofWhen(company);
            return (
              <tr
                key={company.reference}
                className="border-b border-border last:border-0"
                data-completed-by={company.completed_by ?? 'open'}
              >
                <th scope="row" className="p-2 font-medium break-words">
                  {company.company_name}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {REQUEST_KIND_LABELS[company.kind]}
                  </span>
                </th>
                <td className="p-2">
                  {UPDATE_CHANNEL_LABELS[company.channel]}
                  <span className="block text-xs text-muted-foreground">
                    {CHANNEL_PROMISE[company.channel]}
                  </span>
                </td>
                <td className="p-2">{company.status_text}</td>
                <td className="p-2 whitespace-nowrap">
                  {when ? (
                    <>
                      <span className="block text-xs text-muted-foreground">{when.label}</span>
                      <time dateTime={when.at}>{formatDateTime(when.at)}</time>
                    </>
                  ) : (
                    <span className="text-muted-foreground">Not yet</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

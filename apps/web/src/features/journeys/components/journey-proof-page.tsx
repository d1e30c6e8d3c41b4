import { JOURNEY_TYPE_LABELS, type JourneyType } from '@updately/shared/journey-types';
import { UPDATE_CHANNEL_LABELS, UPDATE_STATUS_LABELS } from '@updately/shared/update-status';
import {
  UPDATE_FIELD_LABELS,
  type JourneyProof,
  type ProofCompany,
} from '@updately/shared/updates-api';
import { ArrowLeft, Download, FileCheck2, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { ApiClientError } from '../../../lib/api-client';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { journeyProofPath, useJourneyProof } from '../api/get-journey-proof';
import { eventText } from '../utils/update-view';
import { JourneyNotFound } from './journey-not-found';

/** The proof of update: a document per journey, to print or download as CSV or JSON. */
export function JourneyProofPage() {
  const { id = '' } = useParams();
  usePageTitle('Proof of update');
  const proof = useJourneyProof(id);
  if (proof.error instanceof ApiClientError && proof.error.status === 404) {
    return <JourneyNotFound />;
  }
  return (
    <div className="flex flex-col gap-8">
      <Link
        to={paths.app.journey.getHref(id)}
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-800 underline-offset-4 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the journey
      </Link>
      {proof.isPending ? (
        <LoadingSkeletons label="Loading the proof of update" rows={4} />
      ) : proof.isError ? (
        <LoadError
          title="The proof of update could not be loaded"
          error={proof.error}
          onRetry={() => proof.refetch()}
        />
      ) : (
        <ProofDocument proof={proof.data} />
      )}
    </div>
  );
}

function ProofDocument({ proof }: { proof: JourneyProof }) {
  const { journey } = proof;
  const confirmed = proof.companies.filter((c) => c.status === 'completed').length;
  return (
    <article aria-labelledby="proof-heading" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id="proof-heading" className="text-3xl font-bold tracking-tight">
          Proof of update
        </h1>
        <p className="text-lg break-words">
          {journey.name}{' '}
          <span className="text-muted-foreground">
            ({JOURNEY_TYPE_LABELS[journey.type as JourneyType] ?? journey.type})
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          For {proof.person.name ?? proof.person.email} ({proof.person.email}) · generated{' '}
          {formatDateTime(proof.generated_at)} · {confirmed} of {proof.companies.length} confirmed
        </p>
      </header>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
        <Button asChild variant="outline">
          <a href={journeyProofPath(journey.id, 'csv', true)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={journeyProofPath(journey.id, 'json', true)} download>
            <Download aria-hidden="true" />
            Download JSON
          </a>
        </Button>
      </div>
      {proof.companies.length === 0 ? (
        <EmptyState
          icon={FileCheck2}
          title="No updates sent yet"
          description="Once you approve updates, each company's record appears here: what was sent, when, and how it answered."
        />
      ) : (
        <ol className="flex flex-col gap-4">
          {proof.companies.map((company) => (
            <li key={company.reference}>
              <ProofEntry company={company} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

function ProofEntry({ company }: { company: ProofCompany }) {
  const id = `proof-${company.reference}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 break-inside-avoid"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold break-words">
          {company.company_name}
        </h2>
        <span className="text-sm font-medium">{UPDATE_STATUS_LABELS[company.status]}</span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">Reference</dt>
        <dd className="font-mono">{company.reference}</dd>
        <dt className="text-muted-foreground">Channel</dt>
        <dd>
          {UPDATE_CHANNEL_LABELS[company.channel]}
          {company.destination ? ` (${company.destination})` : ''}
        </dd>
        {company.sent.map((item) => (
          <ProofValue key={item.field} label={UPDATE_FIELD_LABELS[item.field]} value={item.value} />
        ))}
        {company.effective_date ? (
          <ProofValue label="Effective from" value={formatCalendarDate(company.effective_date)} />
        ) : null}
        {company.approved_at ? (
          <ProofValue label="You approved" value={formatDateTime(company.approved_at)} />
        ) : null}
        {company.sent_at ? (
          <ProofValue label="Sent" value={formatDateTime(company.sent_at)} />
        ) : null}
        <dt className="text-muted-foreground">Evidence</dt>
        <dd>
          {company.evidence ? (
            <>
              {company.evidence.by}, {formatDateTime(company.evidence.at)}
              {company.evidence.ip_address ? ` from ${company.evidence.ip_address}` : ''}
              {company.evidence.user_agent ? (
                <span className="block text-xs break-all text-muted-foreground">
                  {company.evidence.user_agent}
                </span>
              ) : null}
            </>
          ) : (
            <span className="text-muted-foreground">No answer yet</span>
          )}
        </dd>
      </dl>
      <div className="flex flex-col gap-1 text-sm">
        <h3 className="font-medium">Timeline</h3>
        <ol className="flex flex-col gap-1 border-l-2 border-border pl-4">
          {company.events.map((event) => (
            <li key={event.seq}>
              <time dateTime={event.created_at} className="text-muted-foreground">
                {formatDateTime(event.created_at)}
              </time>{' '}
              {eventText(event, company)}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ProofValue({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{value}</dd>
    </>
  );
}

import { JOURNEY_TYPE_LABELS, type JourneyType } from '@updately/shared/journey-types';
import { DONE_BY_YOU } from '@updately/shared/update-attestation';
import { UPDATE_CHANNEL_LABELS } from '@updately/shared/update-status';
import { REQUEST_KIND_LABELS } from '@updately/shared/request-kinds';
import type { JourneyProof, ProofCompany } from '@updately/shared/updates-api';
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
import { proofItems } from '../utils/proof-view';
import { formatDay } from '../utils/kind-values';
import { eventText } from '../utils/update-view';
import { JourneyNotFound } from './journey-not-found';
import { ProofDocuments } from './proof-documents';
import { ProofSummaryTable } from './proof-summary-table';

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
  return (
    <article aria-labelledby="proof-heading" className="flex flex-col gap-6 print:gap-3">
      <header className="flex flex-col gap-2">
        <h1 id="proof-heading" className="text-3xl font-bold tracking-tight print:text-2xl">
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
          {formatDateTime(proof.generated_at)}
        </p>
        {proof.person.acting_as ? (
          <p className="text-sm" data-testid="proof-acting">
            Sent by {proof.person.acting_as}
          </p>
        ) : null}
        {proof.companies.length > 0 ? (
          <>
            <p className="font-medium" data-testid="proof-progress">
              {proof.summary.text}
            </p>
            <p className="text-sm text-muted-foreground">
              “Confirmed by” means the company itself confirmed the change. “{DONE_BY_YOU}” means
              you said you made it; the company has not confirmed it.
            </p>
          </>
        ) : null}
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
        <>
          <section aria-labelledby="proof-summary" className="flex flex-col gap-2">
            <h2 id="proof-summary" className="text-xl font-semibold">
              Summary
            </h2>
            <ProofSummaryTable companies={proof.companies} />
          </section>
          <section aria-labelledby="proof-details" className="flex flex-col gap-3">
            <h2 id="proof-details" className="text-xl font-semibold print:break-before-page">
              Details for each company
            </h2>
            <ol className="flex flex-col gap-4 print:gap-2">
              {proof.companies.map((company) => (
                <li key={company.reference}>
                  <ProofEntry company={company} />
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </article>
  );
}

function ProofEntry({ company }: { company: ProofCompany }) {
  const id = `proof-${company.reference}`;
  const { asked, identity, instruction } = proofItems(company);
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 break-inside-avoid print:gap-1 print:p-3 print:text-xs"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold break-words print:text-sm">
          {company.company_name}
        </h3>
        <span className="text-sm font-medium print:text-xs">{company.status_text}</span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] print:grid-cols-[9rem_1fr] print:text-xs">
        <ProofValue label="What was asked" value={REQUEST_KIND_LABELS[company.kind]} />
        {instruction ? <ProofValue label="Instruction" value={instruction} /> : null}
        <dt className="text-muted-foreground">Reference</dt>
        <dd className="font-mono">{company.reference}</dd>
        <dt className="text-muted-foreground">Channel</dt>
        <dd>
          {UPDATE_CHANNEL_LABELS[company.channel]}
          {company.destination ? ` (${company.destination})` : ''}
        </dd>
        {asked.map((item) => (
          <div key={item.field} className="contents">
            <dt className="text-muted-foreground">{item.label}</dt>
            <dd className="break-words">
              {item.value}
              {item.answer ? <span className="text-muted-foreground"> — {item.answer}</span> : null}
            </dd>
          </div>
        ))}
        {identity ? <ProofValue label="To find your account" value={identity} /> : null}
        {company.expected_by ? (
          <ProofValue label="Answer expected by" value={formatDay(company.expected_by)} />
        ) : null}
        {company.effective_date ? (
          <ProofValue label="Effective from" value={formatCalendarDate(company.effective_date)} />
        ) : null}
        {company.approved_at ? (
          <ProofValue label="You approved" value={formatDateTime(company.approved_at)} />
        ) : null}
        {company.sent_at ? (
          <ProofValue label="Sent by Updately" value={formatDateTime(company.sent_at)} />
        ) : null}
        {company.checklist_ready_at ? (
          <ProofValue
            label="Checklist ready"
            value={`${formatDateTime(company.checklist_ready_at)} (nothing is sent: you update it)`}
          />
        ) : null}
        <dt className="text-muted-foreground">Evidence</dt>
        <dd>
          {company.evidence ? (
            <>
              {company.evidence.by}, {formatDateTime(company.evidence.at)}
              {company.evidence.ip_address ? ` from ${company.evidence.ip_address}` : ''}
              {company.evidence.browser ? `, using ${company.evidence.browser}` : ''}
            </>
          ) : (
            <span className="text-muted-foreground">No answer yet</span>
          )}
        </dd>
      </dl>
      <ProofDocuments company={company} />
      <div className="flex flex-col gap-1 text-sm print:text-xs">
        <h4 className="font-medium">Timeline</h4>
        <ol className="flex flex-col gap-1 border-l-2 border-border pl-4 print:gap-0">
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

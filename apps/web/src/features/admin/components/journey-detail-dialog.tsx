import {
  REVEALED_JOURNEY_FIELD_LABELS,
  REVEALED_JOURNEY_FIELDS,
  type AdminJourneyDetail,
  type AdminJourneySummary,
  type RevealedJourneyField,
} from '@updately/shared/admin-journeys-api';
import { JOURNEY_TYPE_LABELS } from '@updately/shared/journey-types';
import { Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useAdminJourney } from '../api/journey-detail';
import { useRevealAdminJourney } from '../api/journey-reveal';
import { JourneyCompaniesTable } from './journey-companies-table';
import { JourneyDocuments } from './journey-documents';
import { JOURNEY_STATUS_LABELS, shortId } from './journey-labels';
import { MaskedValue, NoValue } from './journey-masked-value';
import { SafePersonalDetails } from './safe-personal-details';

type JourneyDetailDialogProps = { journey: AdminJourneySummary; onClose: () => void };

/** One journey: its personal details (masked until revealed) and every company it tells. */
export function JourneyDetailDialog({ journey, onClose }: JourneyDetailDialogProps) {
  const detail = useAdminJourney(journey.id);
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${JOURNEY_TYPE_LABELS[journey.type]} journey #${shortId(journey.id)}`}
      description={`Created ${formatDateTime(journey.created_at)} · ${JOURNEY_STATUS_LABELS[journey.status]}`}
      className="sm:max-w-4xl"
    >
      {detail.isPending ? (
        <LoadingSkeletons label="Loading the journey" rows={6} />
      ) : detail.isError ? (
        <LoadError
          title="The journey could not be loaded"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <JourneyDetailBody detail={detail.data} />
      )}
    </FormDialog>
  );
}

function JourneyDetailBody({ detail }: { detail: AdminJourneyDetail }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      {detail.hidden === 'safe_mode' ? (
        <SafePersonalDetails detail={detail} />
      ) : (
        <PersonalDetails detail={detail} />
      )}
      <section aria-labelledby="journey-companies" className="flex min-w-0 flex-col gap-3">
        <h3 id="journey-companies" className="font-semibold">
          Companies and updates
        </h3>
        {detail.companies.length === 0 ? (
          <p className="text-sm text-muted-foreground">No companies are linked to this journey.</p>
        ) : (
          <JourneyCompaniesTable companies={detail.companies} />
        )}
      </section>
      <JourneyDocuments journeyId={detail.id} documents={detail.documents} />
      <p className="text-sm">
        <Link
          to={`${paths.admin.auditLogs.getHref()}?resource_id=${encodeURIComponent(detail.id)}`}
          className="font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          Audit entries for this journey
        </Link>
      </p>
    </div>
  );
}

function maskedValues(detail: AdminJourneyDetail): Record<RevealedJourneyField, string | null> {
  return {
    name: detail.name,
    target_address: detail.target_address,
    moving_date: detail.moving_date,
    target_email: detail.target_email,
    target_phone: detail.target_phone,
    owner_name: detail.owner.name,
    owner_email: detail.owner.email,
  };
}

function PersonalDetails({ detail }: { detail: AdminJourneyDetail }) {
  const reveal = useRevealAdminJourney();
  const revealed = reveal.data?.journey_id === detail.id ? reveal.data : undefined;
  const masked = maskedValues(detail);
  const onToggle = () => {
    if (revealed) {
      reveal.reset();
      return;
    }
    reveal.mutate(detail.id, {
      onError: (error) =>
        toast.error('The personal details could not be revealed', { description: error.message }),
    });
  };

  return (
    <section aria-labelledby="journey-personal" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="journey-personal" className="font-semibold">
          Personal details
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={reveal.isPending}
          onClick={onToggle}
        >
          {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {revealed ? 'Hide personal details' : 'Reveal personal details'}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {revealed
          ? `Revealed at ${formatDateTime(revealed.revealed_at)}. This reveal is recorded in the audit log under your name.`
          : 'Masked. Revealing them is recorded in the audit log under your name.'}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {REVEALED_JOURNEY_FIELDS.map((field) => (
          <DetailItem key={field} term={REVEALED_JOURNEY_FIELD_LABELS[field]}>
            {revealed ? (
              (revealed.values[field] ?? <NoValue />)
            ) : (
              <MaskedValue value={masked[field]} />
            )}
          </DetailItem>
        ))}
      </dl>
    </section>
  );
}

function DetailItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

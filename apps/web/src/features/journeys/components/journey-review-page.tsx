import { personStepSummary } from '@updately/shared/person-channels';
import { needsPersonStep } from '@updately/shared/update-status';
import type { JourneyType } from '@updately/shared/journey-types';
import { updateConsentText, type JourneyReview } from '@updately/shared/updates-api';
import { ArrowLeft, Send } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiClientError } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useClearToastsAbove } from '../../../lib/toast-clearance';
import { usePageTitle } from '../../../lib/use-page-title';
import { useApproveUpdates } from '../api/approve-updates';
import { useJourney } from '../api/get-journey';
import { downloadJourneyLetters } from '../api/get-journey-letters';
import { useJourneyReview } from '../api/get-journey-review';
import {
  applyChoiceChange,
  approvalInput,
  approvalResult,
  chosenCompanies,
  chosenRequests,
  initialSelection,
  missingKindsText,
  missingValues,
  reconcileChoice,
  reviewGroups,
  transfersWithoutName,
  underWayText,
  whatGoesText,
  type ChoiceChange,
  type ReviewSelection,
} from '../utils/review-selection';
import { documentSharing, missingDocumentText } from '../utils/review-documents';
import { JourneyNotFound } from './journey-not-found';
import { ReviewCompanyItem } from './review-company-item';
import { ReviewMissingValue } from './review-missing-value';

/** "Review and send": every company, how it is told and exactly what it gets; one approval. */
export function JourneyReviewPage() {
  const { id = '' } = useParams();
  usePageTitle('Review and send');
  const journey = useJourney(id);
  const review = useJourneyReview(id);

  if ([journey.error, review.error].some((e) => e instanceof ApiClientError && e.status === 404)) {
    return <JourneyNotFound />;
  }
  return (
    <div className="flex flex-col gap-8 pb-32">
      <Link
        to={paths.app.journey.getHref(id)}
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {journey.data?.name ?? 'the journey'}
      </Link>
      <PageHeader
        title="Review and send"
        description="Here is exactly what each company will be told, and how. Untick anything you'd rather not send, then approve them all at once."
      />
      {review.isPending ? (
        <LoadingSkeletons label="Loading what will be sent" className="gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </LoadingSkeletons>
      ) : review.isError ? (
        <LoadError
          title="What will be sent could not be loaded"
          error={review.error}
          onRetry={() => review.refetch()}
        />
      ) : journey.data?.my_role === 'viewer' ? (
        <Alert tone="info" title="You follow this journey as a viewer">
          Only its owner and editors send updates to companies.
        </Alert>
      ) : (
        <ReviewForm review={review.data} journeyId={id} journeyType={journey.data?.type} />
      )}
    </div>
  );
}

function ReviewForm({
  review,
  journeyId,
  journeyType,
}: {
  review: JourneyReview;
  journeyId: string;
  /** Known once the journey has loaded: which missing values can be added here. */
  journeyType: JourneyType | undefined;
}) {
  const navigate = useNavigate();
  const approve = useApproveUpdates(journeyId);
  const bar = useClearToastsAbove();
  const [choices, setSelection] = useState<ReviewSelection>({});
  const initial = useMemo(() => initialSelection(review), [review]);
  // A company that becomes ready here (its missing value was just added) starts as suggested.
  const { ready, underWay, nothingToSend } = useMemo(() => reviewGroups(review), [review]);
  // Only companies still ready count: a reload of the review may have moved one on.
  const selection = useMemo(
    () =>
      Object.fromEntries(
        ready.map((c) => [
          c.footprint_id,
          reconcileChoice(initial[c.footprint_id]!, choices[c.footprint_id]),
        ]),
      ),
    [ready, initial, choices],
  );
  const missing = journeyType ? missingValues(review, journeyType) : [];
  const chosenIds = new Set(chosenCompanies(selection));
  const chosen = chosenIds.size;
  const requests = chosenRequests(ready, selection);
  const sharing = documentSharing(ready, selection);
  // "3 need you: 1 letter to post, 1 form, 1 call" (the list shows those companies first).
  const personSteps = personStepSummary(requests.map((r) => r.channel));
  const consentText = updateConsentText(review.consent.product, sharing);
  // A request without a document its company requires still goes, once the person has seen so.
  const [warnedOf, setWarnedOf] = useState<string | null>(null);
  const missingKey = sharing.missing.map(missingDocumentText).join('|');
  const setChoice = useCallback(
    (footprintId: string, change: ChoiceChange) =>
      setSelection((current) => ({
        ...current,
        [footprintId]: applyChoiceChange(
          reconcileChoice(initial[footprintId]!, current[footprintId]),
          change,
        ),
      })),
    [initial],
  );
  const selectAll = (selected: boolean) =>
    setSelection(
      Object.fromEntries(Object.entries(selection).map(([k, v]) => [k, { ...v, selected }])),
    );

  const submit = () => {
    const unnamed = transfersWithoutName(selection);
    if (unnamed.length > 0) {
      toast.error('Name the person each account goes to', {
        description: 'A transfer needs the name of the person the account goes to.',
      });
      document.getElementById(`review-${unnamed[0]}-notification_of_death-transfer`)?.focus();
      return;
    }
    if (missingKey && warnedOf !== missingKey) {
      setWarnedOf(missingKey);
      toast.warning('Some companies need documents you have not uploaded', {
        description: 'Upload them in Documents, or approve again to send without them.',
      });
      document.getElementById('missing-documents')?.focus();
      return;
    }
    approve.mutate(approvalInput(selection), {
      onSuccess: (result) => {
        toast.success(approvalResult(result.items), {
          description: result.items.some((r) => needsPersonStep(r.channel))
            ? 'Your to-dos come first on the journey page, with the values to copy.'
            : 'Watch each company’s status on the journey page.',
        });
        // The letters to post come straight away: the person prints them next.
        if (result.items.some((r) => r.channel === 'letter' && r.status === 'queued')) {
          downloadJourneyLetters(journeyId).catch(() =>
            toast.error('The letters did not download', {
              description: 'Download them from the journey page.',
            }),
          );
        }
        navigate(paths.app.journey.getHref(journeyId));
      },
      onError: (error) => toast.error('The updates were not sent', { description: error.message }),
    });
  };

  const missingForms = missing.map((m) => (
    <ReviewMissingValue
      key={m.field}
      journeyId={journeyId}
      field={m.field}
      companies={m.companies}
    />
  ));

  if (ready.length === 0 && missing.length > 0) {
    return <div className="flex flex-col gap-4">{missingForms}</div>;
  }
  if (ready.length === 0) {
    return (
      <EmptyState
        icon={Send}
        title={underWay.length > 0 ? 'Every company is already being told' : 'Nothing to send yet'}
        description={
          underWay.length > 0
            ? 'Follow each update on the journey page.'
            : nothingToSend.length > 0
              ? `Nothing can go to ${nothingToSend.map((c) => c.company_name).join(', ')} yet. ${missingKindsText(nothingToSend)}`
              : 'Add companies to the journey, and the new details they need, first.'
        }
        actions={
          <Button asChild>
            <Link to={paths.app.journey.getHref(journeyId)}>Back to the journey</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-8">
      {missingForms}
      <form
        className="flex flex-col gap-8"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="max-w-prose text-sm">
          Each company also gets your name
          {review.identifiers.full_name ? ` (${review.identifiers.full_name})` : ''} and the email
          of your account ({review.identifiers.account_email}) so it can find you
          {review.effective_date
            ? `, and the date the change takes effect: ${formatCalendarDate(review.effective_date)}`
            : ''}
          .
        </p>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 flex w-full flex-wrap items-center justify-between gap-2">
            <span className="text-xl font-semibold">
              Companies to tell ({chosen} of {ready.length} chosen)
            </span>
          </legend>
          {requests.length > 0 ? (
            <p className="text-sm">If you approve: {approvalResult(requests)}.</p>
          ) : null}
          {personSteps ? <p className="text-sm font-medium">{personSteps}</p> : null}
          {requests.some((r) => r.channel === 'letter') ? (
            <p className="text-sm">
              Approving downloads your letters in one PDF, ready to print, sign and post.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => selectAll(true)}>
              Choose all
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => selectAll(false)}>
              Choose none
            </Button>
          </div>
          <ul className="flex flex-col gap-3">
            {ready.map((company) => (
              <li key={company.footprint_id}>
                <ReviewCompanyItem
                  journeyId={journeyId}
                  company={company}
                  choice={selection[company.footprint_id]!}
                  onChange={setChoice}
                />
              </li>
            ))}
          </ul>
        </fieldset>

        {nothingToSend.length > 0 && missing.length === 0 ? (
          <section aria-labelledby="nothing-heading" className="flex flex-col gap-2 text-sm">
            <h2 id="nothing-heading" className="text-lg font-semibold">
              Nothing to send to these yet
            </h2>
            <p className="text-muted-foreground">
              {missingKindsText(nothingToSend)}{' '}
              <Link
                to={paths.app.journey.getHref(journeyId)}
                className="font-medium text-brand-800 underline underline-offset-4"
              >
                Fill in the journey’s details
              </Link>
            </p>
            <ul className="list-disc pl-5">
              {nothingToSend.map((c) => (
                <li key={c.footprint_id}>{c.company_name}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {underWay.length > 0 ? (
          <section aria-labelledby="under-way-heading" className="flex flex-col gap-2 text-sm">
            <h2 id="under-way-heading" className="text-lg font-semibold">
              Already told
            </h2>
            <ul className="flex flex-col gap-1">
              {underWay.map((c) => (
                <li key={c.footprint_id}>
                  {c.company_name}: <span className="text-muted-foreground">{underWayText(c)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {sharing.missing.length > 0 ? (
          <section
            id="missing-documents"
            tabIndex={-1}
            aria-labelledby="missing-documents-heading"
            className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <h2 id="missing-documents-heading" className="text-base font-semibold">
              Documents not uploaded yet
            </h2>
            <ul className="list-disc pl-5">
              {sharing.missing.map((m) => (
                <li key={m.company}>{missingDocumentText(m)}.</li>
              ))}
            </ul>
            <p>
              These requests can still go: the company may ask you for the document.{' '}
              <Link
                to={`${paths.app.journey.getHref(journeyId)}#documents`}
                className="font-medium text-brand-800 underline underline-offset-4"
              >
                Upload documents
              </Link>
            </p>
          </section>
        ) : null}

        {/* Kept short on a phone: the bar must not hide the companies being reviewed. */}
        <div
          ref={bar}
          className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-border bg-background/95 px-4 py-2 backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:py-4"
        >
          <p className="max-w-prose text-xs leading-snug sm:text-sm" id="consent-text">
            {requests.length > 0 ? `What goes: ${whatGoesText(requests)}. ` : ''}
            By approving: “{consentText}”{' '}
            <span className="text-muted-foreground">
              (consent version {review.consent.version})
            </span>
          </p>
          <Button
            type="submit"
            size="lg"
            aria-describedby="consent-text"
            disabled={requests.length === 0 || approve.isPending}
          >
            <Send aria-hidden="true" />
            {approve.isPending
              ? 'Sending…'
              : missingKey && warnedOf === missingKey
                ? `Send anyway (${requests.length === 1 ? '1 update' : `${requests.length} updates`})`
                : requests.length === 1
                  ? 'Approve and send 1 update'
                  : `Approve and send ${requests.length} updates`}
          </Button>
        </div>
      </form>
    </div>
  );
}

import type { JourneyDetail, UpdateJourneyFootprintInput } from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { journeyHasOwnCompanies } from '@updately/shared/request-kinds';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { Building2, Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingSkeletons } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/utils';
import { useRemoveJourneyCompany } from '../api/remove-journey-company';
import { useUnlinkFootprint } from '../api/unlink-footprint';
import { useUpdateJourneyFootprint } from '../api/update-journey-footprint';
import {
  COMPANY_GROUP_LABELS,
  COMPANY_GROUPS,
  companyRows,
  groupCounts,
  keepOrder,
  type CompanyGroup,
} from '../utils/update-view';
import { AddJourneyCompanyDialog } from './add-journey-company-dialog';
import { CompanyRow } from './company-row';
import { LinkFootprintsDialog } from './link-footprints-dialog';
import { OwnCompaniesContext } from './own-companies-context';
import { useCanEditJourney, useOwnsJourney } from './journey-role-context';

type LinkedCompaniesProps = {
  journey: JourneyDetail;
  requests: readonly UpdateRequest[];
  /** The updates are still loading: their statuses are not known yet. */
  loading?: boolean;
  /** The updates are being read again (what is shown may be out of date). */
  refreshing?: boolean;
  piiFields: readonly PiiFieldType[];
};

/**
 * The journey's companies as a compact list, the person's own to-dos first, filterable by where
 * each update stands; and the way to add more: the person's footprints, or for Losing a Loved One
 * the deceased's own companies (from the directory or by name).
 */
export function LinkedCompanies({
  journey,
  requests,
  loading,
  refreshing,
  piiFields,
}: LinkedCompaniesProps) {
  const [adding, setAdding] = useState(false);
  const [filter, setFilter] = useState<CompanyGroup | 'all'>('all');
  const updateLink = useUpdateJourneyFootprint(journey.id);
  const ownCompanies = journeyHasOwnCompanies(journey.type);
  const unlink = useUnlinkFootprint(journey.id);
  const removeCompany = useRemoveJourneyCompany(journey.id);
  const sorted = useMemo(
    () => companyRows(journey.footprints, requests),
    [journey.footprints, requests],
  );
  // The order first shown with fresh statuses stays while the page is open: a row whose status
  // changes (a company confirms, a to-do is done) keeps its place instead of jumping under the
  // person's eyes.
  const [shownOrder, setShownOrder] = useState<string[] | null>(null);
  const rows = useMemo(() => keepOrder(sorted, shownOrder), [sorted, shownOrder]);
  const rowIds = rows.map((r) => r.link.footprint_id);
  if (!loading && !refreshing && rowIds.join() !== shownOrder?.join()) setShownOrder(rowIds);
  const counts = groupCounts(rows);
  const shown =
    filter === 'all' || counts[filter] === 0 ? rows : rows.filter((r) => r.group === filter);
  const active = filter !== 'all' && counts[filter] > 0 ? filter : 'all';
  const linkedIds = useMemo(
    () => new Set(journey.footprints.map((link) => link.footprint_id)),
    [journey.footprints],
  );

  const { mutate: changeLink } = updateLink;
  const onChangeLink = useCallback(
    (footprintId: string, input: UpdateJourneyFootprintInput) =>
      changeLink(
        { footprintId, input },
        {
          onError: (error) =>
            toast.error('Could not save the change', { description: error.message }),
        },
      ),
    [changeLink],
  );
  const removeFootprint = ownCompanies ? removeCompany.mutate : unlink.mutate;
  const onRemove = useCallback(
    (footprintId: string, name: string) =>
      removeFootprint(footprintId, {
        onSuccess: () => toast.success(`${name} removed from this journey`),
        onError: (error) => toast.error(`Could not remove ${name}`, { description: error.message }),
      }),
    [removeFootprint],
  );
  const addedBrandIds = useMemo(
    () => new Set(journey.footprints.flatMap((link) => link.footprint.brand_id ?? [])),
    [journey.footprints],
  );
  const addLabel = ownCompanies ? 'Add a company' : 'Add companies';
  // An editor adds the journey's own companies; linking footprints lists the caller's own
  // footprints, which on someone else's journey are not the owner's: only the owner links them.
  const owner = useOwnsJourney();
  const canAdd = useCanEditJourney() && (ownCompanies || owner);

  return (
    <section aria-labelledby="linked-companies-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="linked-companies-heading" className="text-xl font-semibold">
          {ownCompanies ? 'Their companies' : 'Companies to update'}
        </h2>
        {canAdd ? (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        ) : null}
      </div>
      {journey.footprints.length === 0 ? (
        <EmptyState
          icon={Building2}
          headingLevel="h3"
          title="No companies on this journey yet"
          description={
            ownCompanies ? (
              'Add the banks, utilities, insurers and services they used: each is told of the death with your instruction.'
            ) : (
              <>
                Add the companies that hold the details this journey changes. You can pick them from
                your{' '}
                <Link
                  to={paths.app.footprints.getHref()}
                  className="font-medium text-brand-800 underline underline-offset-4"
                >
                  Digital Footprints
                </Link>
                .
              </>
            )
          }
          actions={canAdd ? <Button onClick={() => setAdding(true)}>{addLabel}</Button> : null}
        />
      ) : loading ? (
        <LoadingSkeletons
          label="Loading the updates"
          rows={Math.min(journey.footprints.length, 6)}
        />
      ) : (
        <>
          <div role="group" aria-label="Show companies" className="flex flex-wrap gap-2">
            <FilterButton pressed={active === 'all'} onClick={() => setFilter('all')}>
              All ({rows.length})
            </FilterButton>
            {COMPANY_GROUPS.filter((group) => counts[group] > 0).map((group) => (
              <FilterButton key={group} pressed={active === group} onClick={() => setFilter(group)}>
                {COMPANY_GROUP_LABELS[group]} ({counts[group]})
              </FilterButton>
            ))}
          </div>
          <OwnCompaniesContext.Provider value={ownCompanies}>
            <ul
              className="flex flex-col gap-2"
              aria-label={`Companies: ${active === 'all' ? 'all' : COMPANY_GROUP_LABELS[active].toLowerCase()}`}
            >
              {shown.map((row) => (
                <li key={row.link.footprint_id}>
                  <CompanyRow
                    journey={journey}
                    row={row}
                    piiFields={piiFields}
                    onChangeLink={onChangeLink}
                    onRemove={onRemove}
                  />
                </li>
              ))}
            </ul>
          </OwnCompaniesContext.Provider>
        </>
      )}
      {ownCompanies ? (
        <AddJourneyCompanyDialog
          journeyId={journey.id}
          addedBrandIds={addedBrandIds}
          open={adding}
          onOpenChange={setAdding}
        />
      ) : (
        <LinkFootprintsDialog
          journeyId={journey.id}
          linkedFootprintIds={linkedIds}
          open={adding}
          onOpenChange={setAdding}
        />
      )}
    </section>
  );
}

function FilterButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'min-h-9 rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-background hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}

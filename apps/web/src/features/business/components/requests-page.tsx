import { Inbox } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { labelledOptions } from '../../../components/ui/option-select';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { countOf } from '../../../lib/count-of';
import { useBusinessRequests } from '../api/list-business-requests';
import type { Organization } from '../api/list-organizations';
import { REQUEST_FILTER_STATUSES, REQUEST_STATUS_LABELS } from '../utils/business-labels';
import { BusinessPage } from './business-page';
import { OrganizationGate } from './organization-gate';
import { RequestsTable } from './requests-table';

const STATUS_OPTIONS = labelledOptions(REQUEST_FILTER_STATUSES, REQUEST_STATUS_LABELS);

/** `/business/requests`: customers' requests to the organisation's brands, answered here. */
export function BusinessRequestsPage() {
  return (
    <BusinessPage
      heading="Requests"
      lead="Your customers’ changes, sent to your brands with their consent. Without an integration, confirm or reject each change here."
    >
      <p className="text-sm text-muted-foreground">
        Requests from before your claim went by email: only those sent after a brand’s claim was
        verified are listed here.
      </p>
      <OrganizationGate>{(org) => <Requests org={org} />}</OrganizationGate>
    </BusinessPage>
  );
}

function Requests({ org }: { org: Organization }) {
  const id = useId();
  const [status, setStatus] = useState<string | undefined>();
  const requests = useBusinessRequests(org.id, status);
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <Field
        id={`${id}-status`}
        label="Status"
        className="w-full sm:w-64"
        render={(control) => (
          <FilterSelect
            id={control.id}
            allLabel="All statuses"
            value={status}
            options={STATUS_OPTIONS}
            onChange={setStatus}
          />
        )}
      />
      {requests.isPending ? (
        <LoadingSkeletons label="Loading requests" rows={5} />
      ) : requests.isError ? (
        <LoadError
          title="The requests could not be loaded"
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={status ? 'No requests with this status' : 'No requests yet'}
          description={
            status
              ? 'Choose another status, or all of them.'
              : 'Requests arrive once you have claimed a brand and its customers tell it about a change.'
          }
        />
      ) : (
        <>
          <RequestsTable orgId={org.id} items={items} />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p role="status">{`Showing ${countOf(items.length, 'request', 'requests')}`}</p>
            {requests.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                disabled={requests.isFetchingNextPage}
                onClick={() => void requests.fetchNextPage()}
              >
                {requests.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

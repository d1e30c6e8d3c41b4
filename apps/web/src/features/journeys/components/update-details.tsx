import type { JourneyDetail, JourneyFootprintDetail } from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { isFinalStatus } from '@updately/shared/update-status';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { useMemo } from 'react';

import { useJourneyUpdates } from '../api/get-journey-updates';
import { requestsOfCompany } from '../utils/update-view';
import { RemoveLinkDialog } from './remove-link-dialog';
import { UpdateRequestSection } from './update-request-section';
import { useCanEditJourney } from './journey-role-context';

type UpdateDetailsProps = {
  journey: JourneyDetail;
  link: JourneyFootprintDetail;
  /** The company's newest request (the row's status). */
  request: UpdateRequest;
  /** Kept for the row's props; the checklist now reads its request's own values. */
  piiFields?: readonly PiiFieldType[];
  onRemove: () => void;
};

/**
 * A company that was sent updates: each kind's request (the newest per kind, from the journey's
 * update list the page already holds), then removing the company.
 */
export function UpdateDetails({ journey, link, request, onRemove }: UpdateDetailsProps) {
  const canEdit = useCanEditJourney();
  const updates = useJourneyUpdates(journey.id);
  const requests = useMemo(() => {
    const list = requestsOfCompany(updates.data?.items ?? [], link.footprint_id);
    return list.length > 0 ? list : [request];
  }, [updates.data, link.footprint_id, request]);
  const open = requests.some((r) => !isFinalStatus(r.status));

  return (
    <div className="flex flex-col gap-5 text-sm">
      {requests.map((r) => (
        <UpdateRequestSection
          key={r.id}
          journey={journey}
          request={r}
          headed={requests.length > 1}
        />
      ))}
      {canEdit ? (
        <div className="flex justify-end">
          <RemoveLinkDialog name={link.footprint.name} onConfirm={onRemove} cancelsUpdate={open} />
        </div>
      ) : null}
    </div>
  );
}

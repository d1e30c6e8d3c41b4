import type { JourneyDetail, UpdateJourneyFootprintInput } from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { UPDATE_CHANNEL_LABELS } from '@updately/shared/update-status';
import { ChevronDown } from 'lucide-react';
import { memo, useState } from 'react';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { lastEventText, type CompanyRow as Row } from '../utils/update-view';
import { CompanySafetyControl } from './company-safety-control';
import { JointAccountControl } from './joint-account-control';
import { useCanEditJourney } from './journey-role-context';
import { SuggestContactDialog } from './suggest-contact-dialog';
import { LinkDetails } from './link-details';
import { UpdateDetails } from './update-details';
import { UpdateStatusBadge } from './update-status-badge';

type CompanyRowProps = {
  journey: JourneyDetail;
  row: Row;
  piiFields: readonly PiiFieldType[];
  onChangeLink: (footprintId: string, input: UpdateJourneyFootprintInput) => void;
  onRemove: (footprintId: string, name: string) => void;
};

/**
 * One company in the journey's compact list: name, channel, status and last event on one line;
 * everything else (values, timeline, actions) on demand.
 */
export const CompanyRow = memo(function CompanyRow({
  journey,
  row,
  piiFields,
  onChangeLink,
  onRemove,
}: CompanyRowProps) {
  const [open, setOpen] = useState(false);
  const canEdit = useCanEditJourney();
  const { link, request } = row;
  const name = link.footprint.name;
  const id = `company-${link.footprint_id}`;
  const channel = request ? UPDATE_CHANNEL_LABELS[request.channel] : link.footprint.category_label;
  const remove = () => onRemove(link.footprint_id, name);

  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cn(
        'rounded-lg border border-border bg-card shadow-sm',
        row.group === 'todo' && 'border-amber-300',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:px-4">
        <div className="min-w-0 flex-1 basis-48">
          <h3 id={`${id}-name`} className="leading-tight font-semibold break-words">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {channel} · {lastEventText(request)}
          </p>
          {link.added_by_name ? (
            <p className="text-sm text-muted-foreground">
              <span className="sr-only">{name} </span>added by {link.added_by_name}
            </p>
          ) : null}
        </div>
        {link.priority_level === 'high' ? (
          <Badge className="border-transparent bg-amber-100 text-amber-950">High priority</Badge>
        ) : null}
        <UpdateStatusBadge request={request} done={link.completed_at !== null} />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide details' : 'Details'}
          <span className="sr-only"> for {name}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', open && 'rotate-180')}
          />
        </Button>
      </div>
      {journey.safe_mode ? (
        <CompanySafetyControl
          journeyId={journey.id}
          footprintId={link.footprint_id}
          companyName={name}
          safety={link.safety}
          hasPostalAddress={Boolean(journey.details?.change_of_address?.postal_address)}
          // Once a request has left, marking the company shared no longer protects anything.
          readOnly={!canEdit || (request !== null && request.status !== 'pending_consent')}
        />
      ) : null}
      {journey.type === 'moving_house' ? (
        <JointAccountControl
          journeyId={journey.id}
          footprintId={link.footprint_id}
          companyName={name}
        />
      ) : null}
      {open ? (
        <div id={`${id}-details`} className="border-t border-border p-4">
          {request ? (
            <UpdateDetails
              journey={journey}
              link={link}
              request={request}
              piiFields={piiFields}
              onRemove={remove}
            />
          ) : (
            <LinkDetails
              journey={journey}
              link={link}
              piiFields={piiFields}
              onChange={(input) => onChangeLink(link.footprint_id, input)}
              onRemove={remove}
            />
          )}
          {canEdit ? (
            <div className="mt-4 border-t border-border pt-4">
              <SuggestContactDialog
                journeyId={journey.id}
                footprintId={link.footprint_id}
                companyName={name}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </article>
  );
});

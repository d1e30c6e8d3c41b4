import type { JourneyDetail, JourneyFootprintDetail } from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { Building2, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/paths';
import { useUnlinkFootprint } from '../api/unlink-footprint';
import { useUpdateJourneyFootprint } from '../api/update-journey-footprint';
import { LinkFootprintsDialog } from './link-footprints-dialog';
import { LinkedCompanyCard } from './linked-company-card';

type LinkedCompaniesProps = { journey: JourneyDetail; piiFields: readonly PiiFieldType[] };

/** The journey's linked footprints, each a to-do, and the way to add more. */
export function LinkedCompanies({ journey, piiFields }: LinkedCompaniesProps) {
  const [adding, setAdding] = useState(false);
  const updateLink = useUpdateJourneyFootprint(journey.id);
  const unlink = useUnlinkFootprint(journey.id);
  const linkedIds = useMemo(
    () => new Set(journey.footprints.map((link) => link.footprint_id)),
    [journey.footprints],
  );

  const remove = (link: JourneyFootprintDetail) =>
    unlink.mutate(link.footprint_id, {
      onSuccess: () => toast.success(`${link.footprint.name} removed from this journey`),
      onError: (error) =>
        toast.error(`Could not remove ${link.footprint.name}`, { description: error.message }),
    });

  return (
    <section aria-labelledby="linked-companies-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="linked-companies-heading" className="text-xl font-semibold">
          Companies to update
        </h2>
        <Button variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add companies
        </Button>
      </div>
      {journey.footprints.length === 0 ? (
        <EmptyState
          icon={Building2}
          headingLevel="h3"
          title="No companies on this journey yet"
          description={
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
          }
          actions={<Button onClick={() => setAdding(true)}>Add companies</Button>}
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {journey.footprints.map((link) => (
            <li key={link.footprint_id}>
              <LinkedCompanyCard
                journey={journey}
                link={link}
                piiFields={piiFields}
                onChange={(input) =>
                  updateLink.mutate(
                    { footprintId: link.footprint_id, input },
                    {
                      onError: (error) =>
                        toast.error('Could not save the change', { description: error.message }),
                    },
                  )
                }
                onRemove={() => remove(link)}
              />
            </li>
          ))}
        </ul>
      )}
      <LinkFootprintsDialog
        journeyId={journey.id}
        linkedFootprintIds={linkedIds}
        open={adding}
        onOpenChange={setAdding}
      />
    </section>
  );
}

import { JOURNEY_TYPES, type JourneyType } from '@updately/shared/journey-types';
import type { Journey } from '@updately/shared/journeys-api';
import { MESSAGES } from '@updately/shared/messages';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { FormDialog } from '../../../components/ui/form-dialog';
import { paths } from '../../../lib/paths';
import { useCreateJourney } from '../api/create-journey';
import { journeyQueryOptions } from '../api/get-journey';
import { StartJourneyForm } from './start-journey-form';

export type StartJourneyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselects a type, e.g. Moving Home from its card. */
  defaultType?: JourneyType;
};

export function isJourneyType(value: unknown): value is JourneyType {
  return typeof value === 'string' && (JOURNEY_TYPES as readonly string[]).includes(value);
}

/**
 * The start-journey dialog (SPEC.md section 5). Controlled and trigger-agnostic: render it
 * anywhere and drive `open`. On success it toasts, closes and goes to the new journey's page.
 * Its form is mounted afresh each time it opens.
 */
export function StartJourneyDialog({ open, onOpenChange, defaultType }: StartJourneyDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createJourney = useCreateJourney();

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Start a journey"
      description="Pick the life event and give it a name. We then line up the companies that need your new details."
      className="sm:max-w-xl"
    >
      <StartJourneyForm
        defaultType={defaultType}
        pending={createJourney.isPending}
        onCancel={() => onOpenChange(false)}
        onSubmit={(input) =>
          createJourney.mutate(input, {
            onSuccess: async (journey) => {
              toast.success(MESSAGES.journeyCreated.title, {
                description: MESSAGES.journeyCreated.description,
              });
              onOpenChange(false);
              navigate(
                (await readyToReview(queryClient, journey))
                  ? paths.app.journeyReview.getHref(journey.id)
                  : paths.app.journey.getHref(journey.id),
              );
            },
            onError: (error) => {
              toast.error(MESSAGES.journeyCreateFailed, { description: error.message });
            },
          })
        }
      />
    </FormDialog>
  );
}

/**
 * A move with its new address and companies already linked (auto-link) opens on Review: the
 * next thing to do is approve.
 */
async function readyToReview(queryClient: QueryClient, journey: Journey): Promise<boolean> {
  if (journey.type !== 'moving_house' || !journey.target_address) return false;
  try {
    const detail = await queryClient.fetchQuery(journeyQueryOptions(journey.id));
    return detail.footprint_count > 0;
  } catch {
    return false;
  }
}

import { JOURNEY_TYPES, type JourneyType } from '@updately/shared/journey-types';
import { MESSAGES } from '@updately/shared/messages';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { FormDialog } from '../../../components/ui/form-dialog';
import { paths } from '../../../lib/paths';
import { useCreateJourney } from '../api/create-journey';
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
            onSuccess: (journey) => {
              toast.success(MESSAGES.journeyCreated.title, {
                description: MESSAGES.journeyCreated.description,
              });
              onOpenChange(false);
              navigate(paths.app.journey.getHref(journey.id));
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

import { Plus } from 'lucide-react';
import { Link } from 'react-router';

import { Button, type ButtonProps } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

type StartJourneyButtonProps = Pick<ButtonProps, 'variant' | 'size'> & {
  /** Opens the start-journey dialog; without it the button goes to My Journeys. */
  onStartJourney?: () => void;
};

export function StartJourneyButton({ onStartJourney, variant, size }: StartJourneyButtonProps) {
  if (onStartJourney) {
    return (
      <Button type="button" variant={variant} size={size} onClick={onStartJourney}>
        <Plus aria-hidden="true" />
        Start a journey
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} size={size}>
      <Link to={paths.app.journeys.getHref()}>
        <Plus aria-hidden="true" />
        Start a journey
      </Link>
    </Button>
  );
}

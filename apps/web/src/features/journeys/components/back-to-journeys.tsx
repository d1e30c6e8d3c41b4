import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '../../../lib/paths';

export function BackToJourneys() {
  return (
    <p>
      <Link
        to={paths.app.journeys.getHref()}
        className="inline-flex min-h-6 items-center gap-1.5 text-sm font-medium text-brand-800 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        My Journeys
      </Link>
    </p>
  );
}

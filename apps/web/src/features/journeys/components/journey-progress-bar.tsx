import { useId } from 'react';

import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/utils';
import type { JourneyProgress } from '../utils/journey-progress';

type JourneyProgressBarProps = {
  progress: JourneyProgress;
  /** The bar's accessible name, e.g. "Progress of Moving to Brunswick". */
  label: string;
  className?: string;
  /** Announce changes of the count (the journey page's overall progress). */
  live?: boolean;
};

/** A labelled progress bar with its count in words beside it. */
export function JourneyProgressBar({ progress, label, className, live }: JourneyProgressBarProps) {
  const textId = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={textId} role={live ? 'status' : undefined}>
          {progress.label}
        </span>
        <span className="font-medium tabular-nums">{progress.percent}%</span>
      </div>
      <Progress
        value={progress.percent}
        solid={progress.companyPercent}
        aria-label={label}
        aria-describedby={textId}
        getValueLabel={(value) => `${value}%, ${progress.label}`}
      />
    </div>
  );
}

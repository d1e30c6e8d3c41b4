import type { ReactNode } from 'react';

import { ApiClientError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { cn } from '../../lib/utils';
import { Alert } from './alert';
import { Button } from './button';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-3">
      <Spinner label={label} className="[&_svg]:size-5" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
    </div>
  );
}

type LoadingSkeletonsProps = {
  /** Announced to screen readers while the region is busy. */
  label: string;
  rows?: number;
  /** The height (and width) of each row. */
  rowClassName?: string;
  className?: string;
  /** Placeholders of other shapes, instead of `rows` equal rows. */
  children?: ReactNode;
};

/** A region on its way: placeholder rows, and a busy state assistive tech can hear. */
export function LoadingSkeletons({
  label,
  rows = 3,
  rowClassName = 'h-10 w-full',
  className,
  children,
}: LoadingSkeletonsProps) {
  return (
    <div aria-busy="true" className={cn('flex flex-col gap-2', className)}>
      <Spinner label={label} className="sr-only" />
      {children ??
        Array.from({ length: rows }, (_, row) => <Skeleton key={row} className={rowClassName} />)}
    </div>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onRetry}>
      Try again
    </Button>
  );
}

type SectionErrorProps = { error?: unknown; message?: string; onRetry: () => void };

/** A failed load inside a section: the API's message (or a generic one) and a retry button. */
export function SectionError({ error, message, onRetry }: SectionErrorProps) {
  const text = message ?? (error instanceof ApiClientError ? error.message : GENERIC_ERROR_MESSAGE);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <p className="text-destructive">{text}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

type LoadErrorProps = {
  /** What could not be loaded: "Your journeys could not be loaded". */
  title: string;
  error: Error;
  onRetry: () => void;
};

/** A failed load in place of a page's or dialog's main content, with a retry button. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert title={title} action={<RetryButton onRetry={onRetry} />}>
      {error.message}
    </Alert>
  );
}

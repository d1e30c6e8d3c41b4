import { ApiClientError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
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

type SectionErrorProps = { error?: unknown; message?: string; onRetry: () => void };

/** A failed load: the API's message (or a generic one) and a retry button. */
export function SectionError({ error, message, onRetry }: SectionErrorProps) {
  const text = message ?? (error instanceof ApiClientError ? error.message : GENERIC_ERROR_MESSAGE);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <p className="text-destructive">{text}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

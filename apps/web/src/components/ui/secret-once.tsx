import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';

import { CopyButton } from './copy-button';

const DEFAULT_WARNING =
  'Copy it now and keep it somewhere safe: you won’t see it again. If you lose it, create a new one.';

type SecretOnceProps = {
  /** "API key", "Signing secret". */
  label: string;
  value: string;
  /** What to do with it, and what if it is lost. */
  warning?: string;
};

/** A secret the server keeps only hashed or encrypted: shown this once, with a copy button. */
export function SecretOnce({ label, value, warning = DEFAULT_WARNING }: SecretOnceProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <p
        id={`${id}-warning`}
        className="flex items-start gap-2 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{warning}</span>
      </p>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          id={id}
          readOnly
          value={value}
          aria-describedby={`${id}-warning`}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-md border border-input bg-muted px-3 font-mono text-sm"
        />
        <CopyButton value={value} what={label} />
      </div>
    </div>
  );
}

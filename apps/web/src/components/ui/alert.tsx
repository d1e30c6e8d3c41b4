import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '../../lib/utils';

type AlertProps = {
  tone?: 'error' | 'info';
  title: string;
  children?: ReactNode;
  /** E.g. a Retry button. */
  action?: ReactNode;
  className?: string;
};

/** A message about a whole region; errors are announced (role="alert"), news politely. */
export function Alert({ tone = 'error', title, children, action, className }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col gap-3 rounded-md border p-4 text-sm sm:flex-row sm:items-start',
        tone === 'error'
          ? 'border-destructive bg-red-50 text-destructive'
          : 'border-brand-600 bg-brand-50 text-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex flex-1 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="text-foreground">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}

import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/utils';

type SectionCardProps = Omit<ComponentProps<'section'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the right of the title (e.g. a status badge). */
  action?: ReactNode;
};

/** One titled part of a settings page: a card whose `<h2>` names the section for landmarks. */
export function SectionCard({
  title,
  description,
  action,
  className,
  children,
  id,
  ...props
}: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'flex scroll-mt-20 flex-col gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg leading-tight font-semibold">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

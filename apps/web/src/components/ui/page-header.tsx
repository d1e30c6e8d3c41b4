import type { ReactNode } from 'react';

import { cn } from '../../lib/utils';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  className?: string;
};

/** The page's one `<h1>` with an optional lead paragraph. */
export function PageHeader({ title, description, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? (
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p>
      ) : null}
    </div>
  );
}

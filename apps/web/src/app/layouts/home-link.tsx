import { Link } from 'react-router';

import { LogoMark } from '../../components/ui/logo-mark';
import { cn } from '../../lib/utils';
import { PRODUCT_NAME } from '../../lib/product';

type HomeLinkProps = { to: string; className?: string };

export function HomeLink({ to, className }: HomeLinkProps) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex min-h-10 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground',
        className,
      )}
    >
      <LogoMark className="size-7" />
      {PRODUCT_NAME}
    </Link>
  );
}

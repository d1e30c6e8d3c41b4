import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** A client-side navigation for paths on this host, a plain link for another host (APP_URL). */
export function SmartLink({ href, ...props }: SmartLinkProps) {
  return href.startsWith('/') ? <Link to={href} {...props} /> : <a href={href} {...props} />;
}

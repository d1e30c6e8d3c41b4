import {
  createContext,
  createElement,
  useContext,
  type ComponentProps,
  type ComponentType,
} from 'react';

export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * The app's client-side link (React Router), provided by its public layout. Prerendered pages
 * have none: their links are plain, and islands/navigate.ts decides how each one is followed.
 */
export const RouterLinkContext = createContext<ComponentType<SiteLinkProps> | null>(null);

/** A link on the public site: the router's inside the app, a plain `<a>` everywhere else. */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  const RouterLink = useContext(RouterLinkContext);
  // The router's Link is one stable component from the app's layout, not made during render.
  if (RouterLink && href.startsWith('/')) return createElement(RouterLink, { href, ...props });
  return <a href={href} {...props} />;
}

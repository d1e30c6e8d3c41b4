import type { KeyboardEvent } from 'react';

import { buttonVariants } from '../../components/ui/button-variants';
import { Container } from '../../components/ui/container';
import { LogoMark } from '../../components/ui/logo-mark';
import { SignupCta } from '../../features/marketing/components/signup-cta';
import { useSignedIn } from '../../features/marketing/hooks/use-signed-in';
import { paths } from '../../lib/paths';
import { PRODUCT_NAME } from '../../lib/product';
import { SiteLink } from '../../lib/site-link';
import { cn } from '../../lib/utils';
import { MenuToggle } from './menu-toggle';
import { setMenuOpen, useMenuOpen } from './menu-store';

const NAV_LINKS = [
  { label: 'Journeys', href: paths.journeys.getHref() },
  { label: 'How it works', href: paths.howItWorks.getHref() },
  { label: 'Security', href: paths.security.getHref() },
  { label: 'FAQ', href: paths.faq.getHref() },
  { label: 'For Business', href: paths.forBusiness.getHref() },
  { label: 'About', href: paths.about.getHref() },
];

/** The header's collapsible part (links and buttons); below 768px the menu toggles show it. */
export const PUBLIC_MENU_ID = 'site-menu';
const TOGGLE_ID = 'site-menu-toggle';

/**
 * Opens or closes the mobile menu from either toggle. Opening moves focus to its first link, so
 * keyboard and screen-reader users land in it (and the footer's toggle scrolls up to it).
 */
export function togglePublicMenu(open: boolean) {
  setMenuOpen(open);
  if (open) {
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`#${PUBLIC_MENU_ID} a`)?.focus(),
    );
  }
}

type PublicHeaderProps = {
  /** The page's path: its link in the navigation is marked as the current page. */
  pathname: string;
};

/** The public site's header (an island on prerendered pages: the menu and the sign-in state). */
export function PublicHeader({ pathname }: PublicHeaderProps) {
  const signedIn = useSignedIn();
  const menuOpen = useMenuOpen();
  const closeMenu = () => setMenuOpen(false);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    closeMenu();
    document.getElementById(TOGGLE_ID)?.focus();
  };

  return (
    <header className="border-b border-border bg-background" onKeyDown={closeOnEscape}>
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <SiteLink
          href={paths.home.getHref()}
          onClick={closeMenu}
          className="inline-flex min-h-10 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
        >
          <LogoMark className="size-7" />
          {PRODUCT_NAME}
        </SiteLink>
        <MenuToggle
          id={TOGGLE_ID}
          open={menuOpen}
          onOpenChange={togglePublicMenu}
          controls={PUBLIC_MENU_ID}
          className="md:hidden"
        />
        <div
          id={PUBLIC_MENU_ID}
          className={cn(
            'w-full flex-col gap-4 pb-3 md:flex md:w-auto md:flex-1 md:flex-row md:items-center md:justify-between md:pb-0',
            menuOpen ? 'flex' : 'hidden',
          )}
        >
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap">
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <SiteLink
                    href={link.href}
                    onClick={closeMenu}
                    aria-current={pathname === link.href ? 'page' : undefined}
                    className="flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-2 md:flex-row md:items-center">
            {signedIn ? null : (
              <SiteLink
                href={paths.auth.login.getHref()}
                onClick={closeMenu}
                className={buttonVariants({ variant: 'outline' })}
              >
                Sign in
              </SiteLink>
            )}
            <SignupCta source="header" onNavigate={closeMenu} />
          </div>
        </div>
      </Container>
    </header>
  );
}

import { useState } from 'react';
import { Link, NavLink } from 'react-router';

import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { cn } from '../../lib/utils';
import { paths } from '../paths';
import { HomeLink } from './home-link';
import { MenuToggle } from './menu-toggle';

const NAV_LINKS = [
  { label: 'Journeys', href: paths.journeys.getHref() },
  { label: 'How it works', href: paths.howItWorks.getHref() },
  { label: 'Security', href: paths.security.getHref() },
  { label: 'FAQ', href: paths.faq.getHref() },
  { label: 'For Business', href: paths.forBusiness.getHref() },
  { label: 'About', href: paths.about.getHref() },
];

const MENU_ID = 'site-menu';

export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="border-b border-border bg-background">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <HomeLink to={paths.home.getHref()} />
        <MenuToggle
          open={menuOpen}
          onOpenChange={setMenuOpen}
          controls={MENU_ID}
          className="md:hidden"
        />
        <div
          id={MENU_ID}
          className={cn(
            'w-full flex-col gap-4 pb-3 md:flex md:w-auto md:flex-1 md:flex-row md:items-center md:justify-between md:pb-0',
            menuOpen ? 'flex' : 'hidden',
          )}
        >
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap">
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    onClick={closeMenu}
                    className="flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-2 md:flex-row md:items-center">
            <Button asChild variant="outline">
              <Link to={paths.auth.login.getHref()} onClick={closeMenu}>
                Sign in
              </Link>
            </Button>
            <Button asChild>
              <Link to={paths.auth.signup.getHref()} onClick={closeMenu}>
                Get started free
              </Link>
            </Button>
          </div>
        </div>
      </Container>
    </header>
  );
}

import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';

import { PublicFooter } from './public-footer';
import { PUBLIC_MENU_ID, PublicHeader } from './public-header';
import { SkipLink } from './skip-link';

export default function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);

  // Prerendered pages are readable before React takes over; this marks the moment it has (the
  // buttons work from here on). Tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // The footer's menu control opens the header's mobile nav: move focus to its first link so
  // the page scrolls up to it and keyboard users land in it.
  const toggleFromFooter = (open: boolean) => {
    setMenuOpen(open);
    if (open) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${PUBLIC_MENU_ID} a`)?.focus(),
      );
    }
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <PublicFooter menuOpen={menuOpen} onMenuOpenChange={toggleFromFooter} />
    </div>
  );
}

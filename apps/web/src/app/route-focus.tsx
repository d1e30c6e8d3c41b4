import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { focusPageHeading, pageHeading } from '../lib/focus-heading';

/** How long a new page may take to show its heading (lazy chunks, a first query). */
const HEADING_WAIT_MS = 5_000;

/** The prerendered page handed over to the app after a click (islands/navigate.ts). */
const handedOver = () =>
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.handover === 'true';

/**
 * After each in-app page change (not the first load), focus moves to the new page's `<h1>`, so
 * keyboard and screen-reader users start at the top of what changed and hear its name. If the
 * page shows no heading in time, its title is announced instead.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  // A hand-over from a prerendered page is a page change too; any other first render is a load.
  const [handover] = useState(handedOver);
  const previous = useRef<string | null>(handover ? null : pathname);
  const interacted = useRef(handover);
  const [announcement, setAnnouncement] = useState('');

  // Redirects before the visitor has done anything (a guard, a link that landed here) are still
  // the first load: the browser's own focus handling stands.
  useEffect(() => {
    const note = () => {
      interacted.current = true;
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', note, true);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('keydown', note, true);
    };
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash || !interacted.current) return;

    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('pointerdown', giveUp, true);
      document.removeEventListener('keydown', giveUp, true);
    };
    const attempt = () => {
      const heading = pageHeading();
      if (done || !heading) return;
      finish();
      focusPageHeading(heading);
    };
    // Someone who acts while the page loads has moved on: their focus is not taken from them.
    const giveUp = () => finish();
    const observer = new MutationObserver(attempt);
    const timer = setTimeout(() => {
      finish();
      setAnnouncement(document.title);
    }, HEADING_WAIT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('pointerdown', giveUp, true);
    document.addEventListener('keydown', giveUp, true);
    attempt();
    return finish;
  }, [pathname, hash]);

  return (
    <div role="status" aria-live="polite" className="sr-only">
      {announcement}
    </div>
  );
}

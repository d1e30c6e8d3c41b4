/**
 * The script of every prerendered public page, written into the page itself so that nothing but
 * the HTML is requested before the first paint (a request for a separate loader, however small,
 * lands before the paint on a slow connection and delays it by a connection's round trips). The
 * CSP allows exactly this text by its hash (`islandsLoaderSource` in
 * apps/server/src/lib/security-headers.ts), so it must stay one constant that the prerender step
 * (apps/web/scripts/prerender.mjs) and the server both read.
 *
 * Once the page has loaded and its first contentful paint is on screen it imports the islands
 * (islands/start-islands.ts, named by the page's meta tag). A hidden tab (no paint until shown)
 * starts at once, and nothing waits more than 3 s. Text typed meanwhile is kept
 * (islands/typed-input.ts).
 */
export const ISLANDS_LOADER = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const islands = document.querySelector('meta[name="updately-islands"]');
    if (islands) import(islands.content);
  };
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') return start();
    setTimeout(start, 3000);
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(start, 0));
    }
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();`;

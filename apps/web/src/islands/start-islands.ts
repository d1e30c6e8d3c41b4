import { loadVisitor } from '../lib/visitor-session';
import { yieldToMain } from '../lib/yield-to-main';
import { hydrateIslands } from './hydrate';
import { handOverToApp, isAppPrivacyPage, startNavigation } from './navigate';
import { startPageViews } from './page-views';

/**
 * Prerendered public pages, once painted (the loader written into each page,
 * @updately/shared/islands-loader, imports this): hydrates the page's islands with React alone
 * (no router, no query client), then follows links itself (islands/navigate.ts). The app's
 * bundle loads only when the visitor goes somewhere that needs it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
const root = container;

async function start() {
  // Evaluating React and starting the hydration are two tasks, not one long one.
  await yieldToMain();
  await hydrateIslands(root);
  // The islands work from here on; tests wait for this mark (the app's layout sets it too).
  document.documentElement.dataset.hydrated = 'true';
  startNavigation(root);
  void startPageViews();
  // Signed in, /privacy is the app's Privacy & Security page.
  void loadVisitor().then(() => {
    if (isAppPrivacyPage(new URL(window.location.href))) void handOverToApp(null);
  });
}

void start();

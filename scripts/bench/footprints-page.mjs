// The Digital Footprints page for the heavy demo user (2,000 footprints), in Chromium: how soon
// the list shows, and how long from a key press in its search box to the next paint.
//   node scripts/bench/footprints-page.mjs
// Seeds a temporary embedded database with `db:seed --demo`, then serves the built app on it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { startBuiltApp } from './lighthouse.mjs';

const HEAVY = { email: 'heavy@updately.local', password: 'demo passphrase 2026' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Records, in the page (`globalThis` is the window there), the milliseconds from each key press to the next painted frame. */
function recordKeyToPaint(page) {
  return page.evaluate(() => {
    globalThis.__keyToPaint = [];
    globalThis.document.addEventListener(
      'keydown',
      () => {
        const at = performance.now();
        globalThis.requestAnimationFrame(() =>
          setTimeout(() => globalThis.__keyToPaint.push(performance.now() - at), 0),
        );
      },
      true,
    );
  });
}

async function keyToPaint(page, keys) {
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
  }
  return page.evaluate(() => globalThis.__keyToPaint.splice(0));
}

async function timeListShown(page, url) {
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  return Date.now() - started;
}

export async function footprintsPageBench() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'updately-footprints-'));
  const seeded = spawnSync('npx', ['tsx', 'apps/server/src/scripts/seed.ts', '--demo'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  if (seeded.status !== 0) throw new Error('seeding the demo data failed');
  const app = await startBuiltApp({ dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const signIn = await page.request.post(`${app.url}/api/auth/sign-in/email`, {
      data: HEAVY,
      headers: { origin: app.url },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);

    const cold = await timeListShown(page, `${app.url}/footprints`);
    const warm = await timeListShown(page, `${app.url}/footprints`);
    await page.waitForTimeout(1500);

    await recordKeyToPaint(page);
    await page.getByRole('searchbox').first().focus();
    const typing = await keyToPaint(page, ['b', 'a', 'n', 'k']);
    const clearing = await keyToPaint(page, ['Backspace', 'Backspace', 'Backspace', 'Backspace']);
    const ms = (x) => `${Math.round(x)} ms`;
    return [
      `/footprints, heavy user (2,000 footprints), Chromium on this machine:`,
      `  list shown ${ms(cold)} after the first visit, ${ms(warm)} after a reload`,
      `  typing "bank": key to paint ${typing.map(ms).join(', ')} (median ${ms(median(typing))})`,
      `  deleting it back to the full list: ${clearing.map(ms).join(', ')}`,
    ].join('\n');
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await footprintsPageBench());
}

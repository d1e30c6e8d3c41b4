// `npm test`: every layer, one command. Unit and integration tests (Vitest; integration also on
// PostgreSQL when TEST_DATABASE_URL is set), then Playwright against the built app.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const out = mkdtempSync(path.join(os.tmpdir(), 'updately-test-report-'));
const layers = [
  { name: 'unit', cmd: ['vitest', 'run', '--project', 'unit'] },
  { name: 'integration (PGlite)', cmd: ['vitest', 'run', '--project', 'integration'] },
];
if (process.env.TEST_DATABASE_URL) {
  layers.push({
    name: 'integration (PostgreSQL)',
    cmd: ['vitest', 'run', '--project', 'integration-pg'],
  });
} else {
  console.log('TEST_DATABASE_URL is not set: integration tests run on PGlite only.');
}
layers.push({ name: 'e2e (Playwright, Chromium)', cmd: ['playwright', 'test'], e2e: true });

const results = [];
let buildSeconds = 0;
for (const [i, layer] of layers.entries()) {
  const report = path.join(out, `${i}.json`);
  if (layer.e2e) {
    const building = Date.now();
    buildIfStale();
    buildSeconds = Math.round((Date.now() - building) / 1000);
  }
  const args = layer.e2e
    ? [...layer.cmd, '--reporter=list,json']
    : [...layer.cmd, '--reporter=default', '--reporter=json', `--outputFile=${report}`];
  console.log(`\n=== ${layer.name} ===`);
  const started = Date.now();
  const run = spawnSync('npx', args, {
    stdio: 'inherit',
    env: layer.e2e ? { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } : process.env,
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name: layer.name, status: run.status, seconds, ...count(report, layer.e2e) });
}

function count(file, e2e) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (e2e) {
      const s = json.stats;
      return {
        failures: e2eFailures(json.suites ?? []),
        passed: s.expected + s.flaky,
        failed: s.unexpected,
        skipped: s.skipped,
      };
    }
    // A file whose set-up failed fails with no failed test (its tests are skipped): named too.
    const brokenFiles = json.testResults.filter(
      (file) =>
        file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'),
    );
    return {
      failures: [
        ...json.testResults.flatMap((file) =>
          file.assertionResults
            .filter((a) => a.status === 'failed')
            .map((a) => `${path.relative(process.cwd(), file.name)} › ${a.fullName}`),
        ),
        ...brokenFiles.map(
          (file) => `${path.relative(process.cwd(), file.name)} › (set-up failed)`,
        ),
      ],
      passed: json.numPassedTests,
      failed: json.numFailedTests + brokenFiles.length,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  } catch {
    return { failures: [], passed: 0, failed: 1, skipped: 0 };
  }
}

/** Titles of the browser tests that failed on every try, so CI's last lines name them. */
function e2eFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'unexpected'))
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...e2eFailures(suite.suites ?? []),
  ]);
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped in ${r.seconds} s${r.status ? ' (exit ' + r.status + ')' : ''}`,
  );
  for (const failure of r.failures) console.log(`  failed: ${failure}`);
}
const total = results.reduce(
  (t, r) => ({
    passed: t.passed + r.passed,
    failed: t.failed + r.failed,
    skipped: t.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (buildSeconds) console.log(`build for the browser tests: ${buildSeconds} s`);
const seconds = buildSeconds + results.reduce((sum, r) => sum + r.seconds, 0);
console.log(
  `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped (${seconds} s)`,
);
process.exit(results.some((r) => r.status !== 0) ? 1 : 0);

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

type Report = {
  testResults: {
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
};

it('fails exactly the tests that print console.error or leave a rejection unhandled', () => {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'console-guard-')), 'report.json');
  const config = path.join(import.meta.dirname, 'fixtures', 'vitest.config.ts');
  spawnSync(
    'npx',
    ['vitest', 'run', '--config', config, '--reporter=json', `--outputFile=${out}`],
    { encoding: 'utf8', stdio: 'pipe' },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  const results = Object.fromEntries(
    report.testResults[0]!.assertionResults.map((r) => [r.title, r]),
  );
  expect(results['prints with console.error']?.status).toBe('failed');
  expect(results['prints with console.error']?.failureMessages.join()).toContain(
    'console.error: something broke',
  );
  expect(results['leaves a rejection unhandled']?.status).toBe('failed');
  expect(results['leaves a rejection unhandled']?.failureMessages.join()).toContain(
    'unhandled rejection',
  );
  expect(results['expects an error and says so']?.status).toBe('passed');
  expect(results['prints nothing']?.status).toBe('passed');
}, 60_000);

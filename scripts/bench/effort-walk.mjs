// From sign-up to 20 companies told of a new address: the Playwright walk counts the person's
// actions and the wall time, and leaves them in test-results/effort-walk.json.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const RESULT = path.resolve('test-results/effort-walk.json');

export function effortWalk() {
  rmSync(RESULT, { force: true });
  const run = spawnSync(
    'npx',
    ['playwright', 'test', 'e2e/walk-twenty-companies.spec.ts', '--reporter=line', '--workers=1'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    const { actions, elapsedMs } = JSON.parse(readFileSync(RESULT, 'utf8'));
    return `Sign-up to 20 companies told of a new address: ${actions} actions (at most 30), ${(elapsedMs / 1000).toFixed(1)} s wall time in Chromium (target under 5 min)${run.status ? ' — the walk failed its checks' : ''}`;
  } catch {
    return `Sign-up to 20 companies told: no result (the walk exited with ${run.status})`;
  }
}

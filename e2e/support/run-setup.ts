import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { baseURL } from './api';
import type { TestUser } from './users';

/**
 * What e2e/setup/run.setup.ts prepared before the specs of this server run: accounts whose
 * point is their age (a pending sign-up the spec's 60-second rule must see as old).
 */
export type RunSetup = { pendingSignUp: TestUser & { signedUpAt: number } };

const file = path.join(os.tmpdir(), `updately-e2e-${new URL(baseURL).port}-run-setup.json`);

export function saveRunSetup(setup: RunSetup) {
  writeFileSync(file, JSON.stringify(setup));
}

export function runSetup(): RunSetup {
  return JSON.parse(readFileSync(file, 'utf8')) as RunSetup;
}

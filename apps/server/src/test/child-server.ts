import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { UpdateRequestList } from '@updately/shared/updates-api';
import type { Db } from '../db/client';
import { createBrand, type BrandFactoryOptions } from '../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../seed/factories/journey-factories';
import { createUser } from '../seed/factories/user-factories';
import { eventually } from './mailbox';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export type ChildServer = {
  url: string;
  process: ChildProcess;
  /** Everything it printed (JSON log lines), for assertions and for diagnosing a failure. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<number | null>;
};

/**
 * The real server (`main.ts`) in a child process, as production runs it, on the given database:
 * for what only another process can show — being killed mid-work, or two instances at once.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      return /"url":"(http:\/\/localhost:\d+)"/.exec(output)?.[1];
    },
    'the child server to listen',
    60_000,
  );
  return {
    url,
    process: child,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A signed-in session cookie from a server in another process. */
export async function signInOver(
  base: string,
  origin: string,
  email: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** "Review and send" for every company on the journey, over HTTP: the approval's response. */
export async function approveEverything(
  base: string,
  origin: string,
  cookie: string,
  journeyId: string,
): Promise<Response> {
  const review = await fetch(`${base}/api/journeys/${journeyId}/review`, { headers: { cookie } });
  const { companies } = (await review.json()) as { companies: { footprint_id: string }[] };
  return fetch(`${base}/api/journeys/${journeyId}/updates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({
      consent_version: '1.0',
      companies: companies.map((c) => ({ footprint_id: c.footprint_id, fields: ['address'] })),
    }),
  });
}

/** A person with a Moving Home journey linked to `n` new companies, each with its own address. */
export async function seedMovingPerson(
  db: Db,
  n: number,
  password: string,
  brand: BrandFactoryOptions = {},
) {
  const user = await createUser(db, { password });
  const brands = [];
  for (let i = 0; i < n; i++) brands.push(await createBrand(db, brand));
  const footprints = await createFootprints(db, user.id, n, { brandIds: brands.map((b) => b.id) });
  const journey = await createJourney(db, user.id, {
    target_address: '12 Sydney Road, Brunswick VIC 3056',
  });
  await createJourneyLinks(
    db,
    user.id,
    journey.id,
    footprints.map((f) => f.id),
  );
  return { user, journey, destinations: brands.map((b) => b.contact_email!) };
}

/** Waits until the journey (read over HTTP) has `count` updates, all sent. */
export function waitUntilAllSent(base: string, cookie: string, journeyId: string, count: number) {
  return eventually(
    async () => {
      const res = await fetch(`${base}/api/journeys/${journeyId}/updates`, { headers: { cookie } });
      if (res.status !== 200) return undefined;
      const { items } = (await res.json()) as UpdateRequestList;
      return items.length === count && items.every((r) => r.status === 'sent') ? items : undefined;
    },
    `${count} updates sent`,
    90_000,
  );
}

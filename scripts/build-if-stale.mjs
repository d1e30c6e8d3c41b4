// Rebuilds the web app and the server only when their sources changed since the last build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results']);

function collect(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collect(full, out);
    else out.push(full);
  }
  return out;
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const files = statSync(input).isDirectory() ? collect(input, []).sort() : [input];
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const TARGETS = [
  {
    name: 'web',
    workspace: '@updately/web',
    stamp: 'apps/web/dist/.build-stamp',
    inputs: ['apps/web', 'packages/shared/src', 'package-lock.json'],
  },
  {
    name: 'server',
    workspace: '@updately/server',
    stamp: 'apps/server/dist/.build-stamp',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'packages/shared/src',
      'package-lock.json',
    ],
  },
];

export function buildIfStale({ force = false } = {}) {
  for (const target of TARGETS) {
    const print = fingerprint(target.inputs);
    const current = existsSync(target.stamp) ? readFileSync(target.stamp, 'utf8') : '';
    if (!force && current === print) {
      console.log(`${target.name}: up to date, not rebuilding`);
      continue;
    }
    console.log(`${target.name}: building…`);
    execFileSync('npm', ['run', 'build', '-w', target.workspace], { stdio: 'inherit' });
    writeFileSync(target.stamp, print);
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfStale({ force: process.argv.includes('--force') });

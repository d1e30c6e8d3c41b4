import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message);
}

describe('the layer rule (docs/architecture.md)', () => {
  it.each([
    ['apps/server/src/platform/probe.ts', "import type { AppEnv } from '../auth/app-env';"],
    [
      'apps/server/src/auth/probe.ts',
      "import { accountRoutes } from '../modules/account/account.routes';",
    ],
    ['apps/server/src/db/probe.ts', "import { logUserAction } from '../platform/audit/audit-log';"],
    ['apps/server/src/lib/probe.ts', "import { users } from '../db/schema';"],
    ['apps/server/src/modules/probe.ts', "import { seedDemoData } from '../seed/demo-data';"],
    ['apps/server/src/platform/probe.ts', "import { createTestApp } from '../test/test-app';"],
    ['apps/web/src/features/probe.ts', "import { paths } from '../app/router';"],
    [
      'apps/web/src/components/probe.ts',
      "import { AuthPage } from '../features/auth/components/auth-page';",
    ],
    ['apps/web/src/lib/probe.ts', "import { Button } from '../components/ui/button';"],
  ])('refuses an import that runs back up: %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport {};\n`)).toEqual([
      expect.stringContaining('imports run one way'),
    ]);
  });

  it.each([
    [
      'apps/server/src/modules/probe.ts',
      "import { logUserAction } from '../platform/audit/audit-log';",
    ],
    ['apps/server/src/auth/probe.ts', "import { users } from '../db/schema';"],
    ['apps/web/src/features/probe.ts', "import { Button } from '../components/ui/button';"],
  ])('lets imports run down: %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});

describe('the import-cycle check (scripts/check-cycles.mjs)', () => {
  const run = (dir: string) =>
    spawnSync(process.execPath, [path.join(root, 'scripts/check-cycles.mjs'), dir], {
      encoding: 'utf8',
    });

  it('fails on a cycle, type-only imports included, and names its files', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    mkdirSync(path.join(dir, 'a'));
    writeFileSync(
      path.join(dir, 'a', 'one.ts'),
      "import type { Two } from '../two';\nexport type One = Two;\n",
    );
    writeFileSync(
      path.join(dir, 'two.ts'),
      "import { one } from './a/one';\nexport type Two = typeof one;\n",
    );
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Import cycle of 2 files');
    expect(result.stderr).toContain('two.ts');
  });

  it('passes a tree whose imports run one way', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    writeFileSync(
      path.join(dir, 'one.ts'),
      "import { two } from './two';\nexport const one = two;\n",
    );
    writeFileSync(path.join(dir, 'two.ts'), 'export const two = 2;\n');
    expect(run(dir).status).toBe(0);
  });
});

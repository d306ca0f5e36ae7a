// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The linter keeps features apart (biome.json: noRestrictedImports per folder depth in
 * src/features, noImportCycles). These cases write small files into a throwaway feature folder,
 * lint them with the repository's Biome and check that the rules fire, and stay quiet for an
 * allowed import. The folder has a unique name and goes in `finally`, so a failed run leaves
 * nothing behind; a run killed midway is swept by the next one.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const featuresDir = fileURLToPath(new URL('../features/', import.meta.url));
const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
const PREFIX = 'zz-lint-fixture-';
const run = promisify(execFile);

/** Fixture folders older than this are left from a killed run (a live run takes seconds). */
const STALE_MS = 10 * 60_000;
for (const name of readdirSync(featuresDir)) {
  const dir = path.join(featuresDir, name);
  if (name.startsWith(PREFIX) && Date.now() - statSync(dir).mtimeMs > STALE_MS)
    rmSync(dir, { recursive: true, force: true });
}

const created: string[] = [];
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (path inside the fixture feature -> source) and lints `target`; cleans up after. */
async function lintFixture(files: Record<string, string>, target: string) {
  const feature = `${PREFIX}${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const dir = path.join(featuresDir, feature);
  created.push(dir);
  try {
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    }
    const file = path.relative(repoRoot, path.join(dir, target));
    try {
      const { stdout, stderr } = await run(biome, ['lint', '--colors=off', '--max-diagnostics=50', file], {
        cwd: repoRoot,
      });
      return { ok: true, output: stdout + stderr };
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return { ok: false, output: stdout + stderr };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('feature boundaries (biome lint)', { timeout: 60_000 }, () => {
  it('passes a feature that imports lib/, components/ and itself', async () => {
    const result = await lintFixture(
      {
        'components/panel.ts': [
          "import { cn } from '@/lib/cn';",
          "import { helper } from '../lib/helper';",
          'export const panel = () => cn(helper());',
          '',
        ].join('\n'),
        'lib/helper.ts': "export const helper = () => 'x';\n",
      },
      'components/panel.ts',
    );
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.ok).toBe(true);
  });

  it.each([
    ['another feature through the alias', "import { useJobSearch } from '@/features/jobs/api/jobs-api';"],
    ['another feature by a relative path', "import { useJobSearch } from '../../jobs/api/jobs-api';"],
    ['app/', "import { AppRoutes } from '@/app/router';"],
  ])('fails on an import of %s', async (_what, line) => {
    const result = await lintFixture(
      { 'components/panel.ts': `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)![1]}];\n` },
      'components/panel.ts',
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('lint/style/noRestrictedImports');
  });

  it('fails on an import cycle', async () => {
    const result = await lintFixture(
      {
        'lib/first.ts': "import { second } from './second';\nexport const first = () => second;\n",
        'lib/second.ts': "import { first } from './first';\nexport const second = () => first;\n",
      },
      'lib/first.ts',
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('lint/suspicious/noImportCycles');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  boundaryViolations,
  crossModuleTestHelperImports,
  importsOf,
  isTestFile,
  type SourceFile,
} from '../test/boundaries';

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(): SourceFile[] {
  return (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => name.endsWith('.ts'))
    .map((name) => {
      const file = name.split(path.sep).join('/');
      return { path: file, text: readFileSync(path.join(SRC, name), 'utf8') };
    });
}

describe('server boundaries (docs/ARCHITECTURE.md)', () => {
  it("hold for the real source: platform imports no module, modules import only each other's services, no module cycle", () => {
    const files = sourceFiles();
    // The walk found the tree: a broken walk would make this test pass on nothing.
    expect(files.filter((file) => file.path.startsWith('modules/')).length).toBeGreaterThan(50);
    expect(files.some((file) => file.path === 'platform/auth/auth-guard.ts')).toBe(true);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it("keeps each module's test helpers its own: shared ones live in apps/server/test", () => {
    expect(crossModuleTestHelperImports(sourceFiles())).toEqual([]);
  });
});

describe('boundaryViolations', () => {
  const file = (filePath: string, ...imports: string[]): SourceFile => ({
    path: filePath,
    text: imports.map((specifier, i) => `import { x${i} } from '${specifier}';`).join('\n'),
  });

  it('accepts a module calling another module through its service, and platform importing platform', () => {
    expect(
      boundaryViolations([
        file('modules/account/account.service.ts', '../users/users.service', '../../platform/errors'),
        file('modules/users/users.service.ts', './users.repo'),
        file('platform/auth/auth-guard.ts', './sessions', '../errors'),
      ]),
    ).toEqual([]);
  });

  it("reports a module importing another module's repo, type-only or re-exported too", () => {
    expect(
      boundaryViolations([
        file('modules/account/account.service.ts', '../users/users.repo'),
        { path: 'modules/gigs/gigs.service.ts', text: "import type { Row } from '../users/users.repo';" },
        { path: 'modules/jobs/jobs.service.ts', text: "export { find } from '../users/users.repo';" },
      ]),
    ).toEqual([
      "module account imports another module's repo: modules/account/account.service.ts -> modules/users/users.repo",
      "module gigs imports another module's repo: modules/gigs/gigs.service.ts -> modules/users/users.repo",
      "module jobs imports another module's repo: modules/jobs/jobs.service.ts -> modules/users/users.repo",
    ]);
  });

  it("reports a module importing another module's presenter, messages, events, policy or helper", () => {
    expect(
      boundaryViolations([
        file('modules/auth/auth.routes.ts', '../users/users.presenter', '../users/users.service'),
        file('modules/jobs/jobs.service.ts', '../gigs/search-query', '../gigs/posting-counts.service'),
        file('modules/applications/notices.ts', '../notifications/notifications.events'),
        file('modules/account/account.service.ts', '../auth/auth.policy', '../gigs/gigs-export.service'),
        {
          path: 'modules/location/location.service.ts',
          text: "import type { P } from '../jobs/job-search.sql';",
        },
        file('modules/auth/verification.routes.ts', '../dev-mailbox/dev-mailbox.messages'),
      ]),
    ).toEqual([
      'module auth imports a file of users that is not a service: modules/auth/auth.routes.ts -> modules/users/users.presenter',
      'module jobs imports a file of gigs that is not a service: modules/jobs/jobs.service.ts -> modules/gigs/search-query',
      'module applications imports a file of notifications that is not a service: modules/applications/notices.ts -> modules/notifications/notifications.events',
      'module account imports a file of auth that is not a service: modules/account/account.service.ts -> modules/auth/auth.policy',
      'module location imports a file of jobs that is not a service: modules/location/location.service.ts -> modules/jobs/job-search.sql',
      'module auth imports a file of dev-mailbox that is not a service: modules/auth/verification.routes.ts -> modules/dev-mailbox/dev-mailbox.messages',
    ]);
  });

  it("counts a subfolder as part of its module: its repo is still another module's repo", () => {
    expect(
      boundaryViolations([
        file('modules/account/account.service.ts', '../auth/google/exchanges.repo'),
        file(
          'modules/auth/google/form-sign-in.ts',
          './exchanges.repo',
          '../auth.service',
          '../../users/users.service',
        ),
      ]),
    ).toEqual([
      "module account imports another module's repo: modules/account/account.service.ts -> modules/auth/google/exchanges.repo",
    ]);
  });

  it('reports platform importing a module, statically or dynamically', () => {
    expect(
      boundaryViolations([
        file('platform/auth/auth-guard.ts', '../../modules/auth/sessions.repo'),
        {
          path: 'platform/web-client.ts',
          text: "const m = await import('../modules/health/health.routes');",
        },
      ]),
    ).toEqual([
      'platform imports a module: platform/auth/auth-guard.ts -> modules/auth/sessions.repo',
      'platform imports a module: platform/web-client.ts -> modules/health/health.routes',
    ]);
  });

  it('reports a cycle between modules, through any file', () => {
    expect(
      boundaryViolations([
        file('modules/account/account.service.ts', '../auth/verification.service'),
        file('modules/auth/verification.routes.ts', '../idp/idp.service'),
        file('modules/idp/idp.service.ts', '../account/account.service'),
      ]),
    ).toEqual(['modules import each other in a cycle: account -> auth -> idp -> account']);
  });

  it('leaves tests and their helpers out', () => {
    expect(isTestFile('modules/auth/social.test.ts')).toBe(true);
    expect(isTestFile('modules/auth/verification-test-helpers.ts')).toBe(true);
    expect(isTestFile('modules/messaging/attachments.test-fixtures.ts')).toBe(true);
    expect(isTestFile('modules/auth/social.service.ts')).toBe(false);
    expect(boundaryViolations([file('modules/auth/social.test.ts', '../users/users.repo')])).toEqual([]);
  });

  it("reports a test importing another module's test helpers, from a module or from platform", () => {
    expect(
      crossModuleTestHelperImports([
        file('modules/jobs/jobs.test.ts', '../applications/application-test-helpers', './jobs-test-helpers'),
        file('platform/outage.test.ts', '../modules/messaging/socket.test-fixtures'),
        file('modules/gigs/gigs.test.ts', '../../../test/factories', '../users/users.service'),
      ]),
    ).toEqual([
      'modules/jobs/jobs.test.ts -> modules/applications/application-test-helpers',
      'platform/outage.test.ts -> modules/messaging/socket.test-fixtures',
    ]);
  });

  it('resolves multi-line imports against the importing folder', () => {
    const text = "import {\n  a,\n  type B,\n} from '../users/users.repo';\nimport z from 'zod';";
    expect(importsOf({ path: 'modules/auth/x.ts', text })).toEqual(['modules/users/users.repo']);
  });
});

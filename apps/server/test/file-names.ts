/**
 * What a file plays, read from its name: `<subject>.<role>.ts`. Kept short on purpose; a new
 * role is a decision for docs/ARCHITECTURE.md, not a way to name one more helper.
 */
export const FILE_ROLES = [
  'routes', // Fastify routes: validation, the HTTP answer
  'service', // the module's use cases, the one door other modules call
  'repo', // SQL through Drizzle, for this module's own tables
  'policy', // who may do what
  'presenter', // rows to the API's DTOs
  'mail', // e-mails the module sends (templates for ctx.mail)
  'jobs', // the module's durable jobs and recurring ticks, registered from its plugin
  'events', // the module's bus event names
  'realtime', // bus events to socket frames (EventRoutes)
  'socket', // a WebSocket route
  'pages', // server-rendered HTML pages
  'messages', // texts people read
  'limit', // a rate limit's preHandlers
  'sql', // SQL builders too large for the repo
] as const;

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Tests and the helpers isTestFile recognises: the rest of the name follows the rule. */
const TEST_SUFFIX = /(?:\.unit)?\.test\.ts$|\.test-(?:helpers|fixtures|support|cases)\.ts$/;

/** Why a file's path (under apps/server, forward slashes) breaks the naming rule, or null. */
export function fileNameProblem(file: string): string | null {
  const folders = file.split('/');
  const name = folders.pop() ?? '';
  const folder = folders.find((segment) => !KEBAB.test(segment));
  if (folder) return `${file}: the folder "${folder}" is not kebab-case`;
  if (name.endsWith('.d.ts')) {
    return KEBAB.test(name.slice(0, -'.d.ts'.length))
      ? null
      : `${file}: a declaration file is <kebab-case>.d.ts`;
  }
  if (!name.endsWith('.ts')) return `${file}: not a .ts file`;
  const stem = TEST_SUFFIX.test(name) ? name.replace(TEST_SUFFIX, '') : name.slice(0, -'.ts'.length);
  const [subject = '', role, ...more] = stem.split('.');
  if (!KEBAB.test(subject)) return `${file}: "${subject}" is not kebab-case`;
  if (more.length > 0) {
    return `${file}: "${stem}" has more than one dot; a sub-subject is a subfolder, not a dotted prefix`;
  }
  if (role !== undefined && !(FILE_ROLES as readonly string[]).includes(role)) {
    return `${file}: ".${role}" is not a role (${FILE_ROLES.join(', ')}); a helper is a plain kebab-case name`;
  }
  return null;
}

/** The files whose names break the rule, one readable line each (none when all hold). */
export function fileNameViolations(files: string[]): string[] {
  return files.map(fileNameProblem).filter((problem): problem is string => problem !== null);
}

import path from 'node:path';

/** A source file: its path under apps/server/src (forward slashes) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

const IMPORT_SPECIFIER =
  /(?:\bimport|\bexport)[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Tests and their helpers may reach across modules to set up data; the rules are for what ships. */
export const isTestFile = (file: string) =>
  /\.test\.ts$|[.-]test-(?:helpers|fixtures|support|cases)\.ts$/.test(file);

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

/** The relative specifiers a file imports, resolved against its folder (packages are left out). */
export function importsOf(file: SourceFile): string[] {
  const found: string[] = [];
  for (const match of file.text.matchAll(IMPORT_SPECIFIER)) {
    const specifier = match[1] ?? match[2];
    if (specifier?.startsWith('.')) found.push(path.posix.join(path.posix.dirname(file.path), specifier));
  }
  return found;
}

/** A module's public face: `<subject>.service` (the `-export` sections too), nothing else. */
const isServiceFile = (target: string) => /\.service(?:\.ts)?$/.test(target);

/**
 * The server's boundary rules, as readable failures (none when all hold):
 * platform never imports a module; a module imports from another module only its services
 * (never its repo, presenter, messages, events, policy or helpers: what others need, the
 * owning service offers, or packages/shared holds as a contract); modules do not import each
 * other in a cycle.
 */
export function boundaryViolations(files: SourceFile[]): string[] {
  const violations: string[] = [];
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    if (isTestFile(file.path)) continue;
    const from = moduleOf(file.path);
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (!to) continue;
      if (file.path.startsWith('platform/'))
        violations.push(`platform imports a module: ${file.path} -> ${target}`);
      if (!from || from === to) continue;
      if (/\.repo(?:\.ts)?$/.test(target)) {
        violations.push(`module ${from} imports another module's repo: ${file.path} -> ${target}`);
      } else if (!isServiceFile(target)) {
        violations.push(
          `module ${from} imports a file of ${to} that is not a service: ${file.path} -> ${target}`,
        );
      }
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  const cycle = findCycle(edges);
  if (cycle) violations.push(`modules import each other in a cycle: ${cycle.join(' -> ')}`);
  return violations;
}

/**
 * Tests that reach into another module's (or, from platform, any module's) test helpers: what
 * several modules' tests share lives in apps/server/test (factories, mailbox, files, sockets),
 * so a module's helpers stay its own.
 */
export function crossModuleTestHelperImports(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!isTestFile(file.path)) continue;
    const from = moduleOf(file.path);
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (to && to !== from && isTestFile(`${target}.ts`)) found.push(`${file.path} -> ${target}`);
    }
  }
  return found;
}

/** One cycle of the graph (its nodes, the first repeated at the end), or null. */
export function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = trail.indexOf(node);
    if (at >= 0) return [...trail.slice(at), node];
    if (done.has(node)) return null;
    trail.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    done.add(node);
    return null;
  };
  for (const node of [...edges.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

import type { SourceFile } from './boundaries';

/**
 * Reads of the wall clock in server code: `Date.now()`, `new Date()` and SQL `now()`. Services
 * read the time through ctx.clock so that tests can move it; a read that must stay on the wall
 * clock (an instance-local cache lifetime, a reconnect pause) says so with a `wall clock:`
 * comment on its line or the line above, and is not reported.
 */
const WALL_CLOCK_READ = /\bDate\.now\(\)|\bnew Date\(\)|sql`[^`]*\bnow\(\)/;
const ALLOWED = /wall clock:/i;

/** "path:line" of every unmarked wall-clock read outside tests, the seed and the clock itself. */
export function wallClockReads(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (/\.test\.ts$|\.test-[a-z]+\.ts$|^db\/seed\/|^platform\/clock\.ts$|\.d\.ts$/.test(file.path)) continue;
    const lines = file.text.split('\n');
    lines.forEach((line, index) => {
      if (/^\s*(\/\*|\*|\/\/)/.test(line)) return; // comments and JSDoc
      if (!WALL_CLOCK_READ.test(line)) return;
      if (ALLOWED.test(line) || ALLOWED.test(lines[index - 1] ?? '')) return;
      found.push(`${file.path}:${index + 1}`);
    });
  }
  return found;
}

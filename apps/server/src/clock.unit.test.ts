import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { wallClockReads } from '../test/wall-clock';
import { manualClock } from './platform/clock';

const SRC = path.dirname(fileURLToPath(import.meta.url));

describe('time comes from ctx.clock (docs/ARCHITECTURE.md)', () => {
  it('no server code reads the wall clock without saying why', () => {
    const files = (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((name) => name.endsWith('.ts'))
      .map((name) => ({
        path: name.split(path.sep).join('/'),
        text: readFileSync(path.join(SRC, name), 'utf8'),
      }));
    expect(files.length).toBeGreaterThan(100);
    expect(wallClockReads(files)).toEqual([]);
  });

  it('reports Date.now(), new Date() and SQL now(), but not marked reads, dates built from values or comments', () => {
    const text = [
      'const a = Date.now();',
      'const b = new Date();',
      'db.update(t).set({ at: sql`now()` });',
      '// wall clock: a cache lifetime',
      'const c = Date.now();',
      'const d = Date.now(); // wall clock: reconnect pause',
      'const e = new Date(row.createdAt);',
      ' * never new Date() in a service',
    ].join('\n');
    expect(wallClockReads([{ path: 'modules/x/x.service.ts', text }])).toEqual([
      'modules/x/x.service.ts:1',
      'modules/x/x.service.ts:2',
      'modules/x/x.service.ts:3',
    ]);
    expect(wallClockReads([{ path: 'modules/x/x.test.ts', text }])).toEqual([]);
  });
});

describe('manualClock', () => {
  it('stands still until moved or set', () => {
    const clock = manualClock('2026-01-01T00:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:01:30.000Z');
    clock.set('2027-05-05T05:05:05.000Z');
    expect(clock.now().toISOString()).toBe('2027-05-05T05:05:05.000Z');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/server folder, found from this file whether it runs from src/ (tsx) or the dist/ bundle. */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@hirehand/server')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @hirehand/server package folder');
    dir = parent;
  }
}

export const migrationsDir = () => path.join(serverRoot(), 'src', 'db', 'migrations');
export const defaultWebDistDir = () => path.join(serverRoot(), '..', 'web', 'dist');

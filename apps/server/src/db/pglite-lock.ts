import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a database inside one process: a second process that opens the same folder (a second
 * server, or the staff command while the server runs) would write behind the first one's back and
 * can corrupt it, and PGlite itself does not refuse. Each opener writes its process id here and
 * refuses a folder another live process holds.
 */
const LOCK_FILE = 'hirehand.pid';

export class DatabaseInUseError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the folder for this process; throws DatabaseInUseError when another live process has it. */
export function lockPgliteFolder(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  if (existsSync(file)) {
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new DatabaseInUseError(
        `The embedded database in ${folder} is open in another process (pid ${holder}). ` +
          'Stop the server first (or use DATABASE_URL with PostgreSQL, which many processes can share). ' +
          `If no such process is HireHand, delete ${file}.`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
  };
}

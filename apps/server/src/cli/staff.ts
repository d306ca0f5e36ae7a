/**
 * The staff command: the only way to grant or revoke the staff role (decision 024).
 *
 *   npm run staff -- grant <email>
 *   npm run staff -- revoke <email>
 *   npm run staff -- list
 *
 * It opens the database as the server does (env.ts: DATABASE_URL, or the embedded PGlite in
 * DATA_DIR, which the server must not have open at the same time), runs the migrations, prints
 * what it did and exits 0; an unknown e-mail address or a wrong command exits 1 or 2.
 */
import { openDatabase } from '../db/client';
import { EnvError, loadEnv } from '../env';
import { grantStaff, listStaff, revokeStaff, type StaffChange } from '../modules/staff/staff.service';
import { systemClock } from '../platform/clock';

const USAGE = 'Usage: npm run staff -- grant <email> | revoke <email> | list';

const SAID: Record<StaffChange['outcome'], (email: string) => string> = {
  granted: (email) => `Granted staff to ${email}.`,
  'already-staff': (email) => `${email} is already staff; nothing changed.`,
  revoked: (email) => `Revoked staff from ${email}.`,
  'not-staff': (email) => `${email} is not staff; nothing changed.`,
  'unknown-email': (email) => `No account has the e-mail address ${email}; nothing changed.`,
};

async function run(args: string[]): Promise<number> {
  const [command, email, ...extra] = args;
  const needsEmail = command === 'grant' || command === 'revoke';
  if (!(needsEmail || command === 'list') || (needsEmail ? !email?.trim() : email) || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const where = database.kind === 'pglite' ? `the embedded database in ${env.DATA_DIR}` : 'PostgreSQL';
    if (command === 'list') {
      const staff = await listStaff(database.db);
      console.log(`${staff.length} staff account(s) in ${where}${staff.length ? ':' : '.'}`);
      for (const person of staff)
        console.log(`  ${person.email}  ${person.fullName}  since ${person.grantedAt.toISOString()}`);
      return 0;
    }
    const address = email!.trim();
    const change =
      command === 'grant'
        ? await grantStaff(database.db, systemClock, address)
        : await revokeStaff(database.db, systemClock, address);
    const line = `${SAID[change.outcome](change.email)} (${where})`;
    if (change.outcome === 'unknown-email') {
      console.error(line);
      return 1;
    }
    console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(
      error instanceof EnvError ? error.message : `staff: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  },
);

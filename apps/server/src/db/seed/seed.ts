import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { grantRole } from '../../platform/auth/roles';
import type { AppContext } from '../../platform/context';
import { PASSWORD_HASH_OPTIONS } from '../../platform/password-hashing';
import { type NewUserRow, users } from '../schema/users';
import { DEMO_PASSWORD, DEMO_STAFF_EMAIL, DEMO_USERS } from './demo-users';
import { jitter } from './jitter';
import { seedMarketplace } from './seed-marketplace';

/**
 * Seeds demo accounts, their postings, applications and work experience into an empty
 * database only; a database with any user is left alone.
 */
export async function seedDemoData(
  ctx: Pick<AppContext, 'db' | 'geo' | 'clock' | 'env'>,
  log: FastifyBaseLogger,
) {
  const [{ count } = { count: 0 }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return;
  // Outside development only SEED_DEMO=true gets here (env.ts): anyone can sign in to these
  // accounts with their published password, so say it where an operator will see it.
  if (ctx.env.NODE_ENV !== 'development') {
    log.warn(
      { feature: 'seed', nodeEnv: ctx.env.NODE_ENV },
      `SEED_DEMO=true: seeding DEMO ACCOUNTS with a PUBLISHED PASSWORD into this ${ctx.env.NODE_ENV} database. Anyone can sign in as them. Unset SEED_DEMO and use a fresh database for real users.`,
    );
  }

  const passwordHash = await hash(DEMO_PASSWORD, PASSWORD_HASH_OPTIONS);
  const rows: NewUserRow[] = [];
  for (const demo of DEMO_USERS) {
    const city = await ctx.geo.findCity(demo.city);
    if (!city) throw new Error(`Demo city not in the gazetteer: ${demo.city}`);
    rows.push({
      email: demo.email,
      // One hash for all demo accounts keeps start-up fast; real accounts each get their own salt.
      passwordHash,
      userType: demo.userType,
      fullName: demo.fullName,
      phone: demo.phone,
      city: city.name,
      region: city.region,
      country: city.country,
      // Offsets of up to ~2 km keep demo people in one city from sharing a point.
      latitude: city.latitude + jitter(demo.email),
      longitude: city.longitude + jitter(demo.fullName),
      skills: demo.skills,
      bio: demo.bio,
      trustScore: demo.trustScore,
      emailVerified: demo.emailVerified,
    });
  }
  const seeded = await ctx.db.transaction(async (tx) => {
    const people = await tx.insert(users).values(rows).onConflictDoNothing().returning();
    // Another instance seeded at the same moment: its demo data stands.
    if (people.length < rows.length) return { postings: 0 };
    const staff = people.find((user) => user.email === DEMO_STAFF_EMAIL);
    if (staff) await grantRole(tx, staff.id, 'staff', ctx.clock.now());
    return seedMarketplace(tx, ctx.geo, new Map(people.map((user) => [user.email, user])));
  });
  log.info({ feature: 'seed', users: rows.length, ...seeded }, 'demo data seeded');
}

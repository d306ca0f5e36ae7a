import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '@hirehand/shared/platform/idempotency';
import { IDEMPOTENCY_ERRORS } from '@hirehand/shared/platform/idempotency-errors';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';
import type { Clock } from './clock';
import { errors, RequestValidationError } from './errors';
import type { JobRunner } from './jobs/job-types';

/** How long a key answers with its first result; afterwards it is deleted and may create again. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * A claim still without an answer after this long belongs to a request that died (a crash
 * between claiming and answering): it may be claimed again. No request runs this long.
 */
export const ABANDONED_CLAIM_MS = 2 * 60_000;
/** A duplicate that arrives while the first request runs waits for its answer, up to ~5 s. */
const WAIT_STEP_MS = 50;
const WAIT_STEPS = 100;

interface Claim {
  userId: string;
  route: string;
  key: string;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, answered in onSend. */
    idempotencyClaim: Claim | null;
  }
  interface FastifyInstance {
    /**
     * preHandler for a creating route, after app.authenticate: honours the caller's
     * Idempotency-Key (optional). See registerIdempotency.
     */
    idempotent(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes creating routes idempotent per submission (docs/decisions/029). A request with an
 * `Idempotency-Key` header claims (user, route, key) with one INSERT on the table's primary
 * key, so of two concurrent duplicates exactly one runs. The one that runs stores its 2xx
 * answer on the claim (or drops the claim on a refusal, so a corrected retry may run); every
 * repeat within 24 h gets that answer (same status and body, `Idempotent-Replayed: true`), a
 * repeat while it runs waits for it, and the same key with another body is a 409. A recurring
 * job deletes expired keys.
 */
export function registerIdempotency(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; jobs: JobRunner },
) {
  const { db, clock } = deps;
  app.decorateRequest('idempotencyClaim', null);

  /** Inserts the claim, or takes over an expired or abandoned one; false when another holds it. */
  async function claim(userId: string, route: string, key: string, requestHash: string): Promise<boolean> {
    const now = clock.now();
    const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    const abandoned = new Date(now.getTime() - ABANDONED_CLAIM_MS);
    const rows = await db
      .insert(idempotencyKeys)
      .values({ userId, route, key, requestHash, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.route, idempotencyKeys.key],
        set: { requestHash, statusCode: null, responseBody: null, contentType: null, createdAt: now },
        setWhere: sql`${idempotencyKeys.createdAt} < ${expired} or (${idempotencyKeys.statusCode} is null and ${idempotencyKeys.createdAt} < ${abandoned})`,
      })
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  }

  const whereClaim = (c: Pick<Claim, 'userId' | 'route' | 'key'>) =>
    and(
      eq(idempotencyKeys.userId, c.userId),
      eq(idempotencyKeys.route, c.route),
      eq(idempotencyKeys.key, c.key),
    );

  app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new RequestValidationError([
        { loc: ['header', 'idempotency-key'], msg: IDEMPOTENCY_MESSAGES.invalidKey, type: 'value_error' },
      ]);
    }
    const userId = request.actor?.userId;
    if (!userId) return; // authenticate runs first; without an actor there is nothing to scope by
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const requestHash = sha256(JSON.stringify(request.body ?? null));

    for (let step = 0; step <= WAIT_STEPS; step++) {
      if (await claim(userId, route, key, requestHash)) {
        request.idempotencyClaim = { userId, route, key, settled: false };
        return;
      }
      const [row] = await db.select().from(idempotencyKeys).where(whereClaim({ userId, route, key }));
      if (!row) continue; // the first request was refused and dropped its claim: claim it now
      if (row.requestHash !== requestHash) throw errors.conflict(IDEMPOTENCY_ERRORS.reusedWithOtherRequest);
      if (row.statusCode !== null) {
        reply.status(row.statusCode).header('idempotent-replayed', 'true');
        if (row.contentType) reply.header('content-type', row.contentType);
        return reply.send(row.responseBody ?? '');
      }
      await sleep(WAIT_STEP_MS);
    }
    throw errors.conflict(IDEMPOTENCY_ERRORS.stillRunning);
  });

  /** Stores a success on its claim; drops the claim of anything else, so a retry may run. */
  async function settle(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const held = request.idempotencyClaim;
    if (!held || held.settled) return;
    held.settled = true;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    if (ok) {
      const contentType = reply.getHeader('content-type');
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: reply.statusCode,
          responseBody: payload,
          contentType: typeof contentType === 'string' ? contentType : null,
        })
        .where(and(whereClaim(held), isNull(idempotencyKeys.statusCode)));
    } else {
      await db.delete(idempotencyKeys).where(and(whereClaim(held), isNull(idempotencyKeys.statusCode)));
    }
  }

  // Registered before compression's onSend, so the payload is still the serialized JSON text.
  app.addHook('onSend', async (request, reply, payload) => {
    await settle(request, reply, payload);
    return payload;
  });
  // An answer that never reached onSend (the connection closed first) must not keep its claim.
  app.addHook('onResponse', async (request, reply) => settle(request, reply, undefined));

  deps.jobs.every('idempotency.prune', 60 * 60_000, async () => {
    await pruneIdempotencyKeys(db, new Date(clock.now().getTime() - IDEMPOTENCY_TTL_MS));
  });
}

/** Deletes the keys created before `before`; answers how many. */
export async function pruneIdempotencyKeys(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

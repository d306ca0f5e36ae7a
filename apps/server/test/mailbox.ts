import { and, desc, eq, sql } from 'drizzle-orm';
import { outboxEmails } from '../src/db/schema/mail';
import { verificationCodes } from '../src/db/schema/verification';
import type { CodePurpose } from '../src/modules/auth/verification.repo';
import type { TestServer } from './start-test-server';

/** The outbox mail provider's e-mails and the codes they carry, read as a person reads their mailbox. */

/**
 * Delivers the e-mails that are due: one pass of the server's job runner runs the queued
 * mail.send jobs (e-mail is a durable job, so an answer only queues it).
 */
export const settleMail = async (server: TestServer) => {
  await server.app.jobs.runDue();
};

/** The newest outbox e-mail to the address in the category, if any (after delivering the queued ones). */
export async function lastOutboxMail(server: TestServer, to: string, category: string) {
  await settleMail(server);
  const [row] = await server.app.ctx.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.category, category)))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return row ?? null;
}

export async function outboxCount(server: TestServer, to: string) {
  await settleMail(server);
  const rows = await server.app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
  return rows.length;
}

/** The 6-digit code written in an e-mail's text. */
export const codeIn = (text: string) => /code is (\d{6})/.exec(text)?.[1];

/** The code of the newest e-mail of that kind to the address: how a test reads a code, as a person would. */
export async function mailedCode(server: TestServer, to: string, purpose: CodePurpose) {
  const mail = await lastOutboxMail(server, to, purpose);
  const code = mail ? codeIn(mail.textBody) : undefined;
  if (!code) throw new Error(`no ${purpose} code was e-mailed to ${to}`);
  return code;
}

/** Moves the address's codes back in time, as if `seconds` had passed since they were sent. */
export async function ageCodes(server: TestServer, email: string, purpose: CodePurpose, seconds: number) {
  await server.app.ctx.db
    .update(verificationCodes)
    .set({
      createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds}::double precision)`,
      expiresAt: sql`${verificationCodes.expiresAt} - make_interval(secs => ${seconds}::double precision)`,
    })
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)));
}

export async function codeRows(server: TestServer, email: string) {
  return server.app.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
}

/** A wrong code for the test: any 6 digits but the right one. */
export const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

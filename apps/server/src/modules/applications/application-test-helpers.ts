import type { ApplyInput } from '@hirehand/shared/applications/applications';
import { eq } from 'drizzle-orm';
import { buildPosting, buildUser, signInAs } from '../../../test/factories';
import type { TestServer } from '../../../test/start-test-server';
import type { NewPostingRow } from '../../db/schema/postings';
import { postings } from '../../db/schema/postings';
import type { BusEvent } from '../../platform/bus/event-bus';

export const COVER_LETTER = 'I have ten years of residential electrical work and my own tools.';

export type Headers = Record<string, string>;

/** A user with a session. */
export async function signedInUser(server: TestServer, fullName = 'Test Worker') {
  const user = await buildUser(server, { fullName });
  const { headers } = await signInAs(server, user);
  return { user, headers };
}

export function apply(
  server: TestServer,
  postingId: string,
  headers: Headers,
  body: Partial<ApplyInput> = {},
) {
  return server.request(
    'POST',
    `/api/gigs/${postingId}/apply`,
    { cover_letter: COVER_LETTER, ...body },
    headers,
  );
}

export function decide(
  server: TestServer,
  applicationId: string,
  action: 'shortlist' | 'accept' | 'decline' | 'withdraw',
  headers: Headers,
  body?: unknown,
) {
  return server.request('POST', `/api/applications/${applicationId}/${action}`, body, headers);
}

/** A posting by a signed-in poster, with `count` signed-in applicants who applied to it. */
export async function postingWithApplicants(
  server: TestServer,
  count: number,
  overrides: Partial<NewPostingRow> = {},
) {
  const poster = await signedInUser(server, 'Olivia Employer');
  const posting = await buildPosting(server, { posterId: poster.user.id, ...overrides });
  const applicants = [];
  for (let i = 0; i < count; i += 1) {
    const applicant = await signedInUser(server, `Applicant ${i + 1}`);
    const res = await apply(server, posting.id, applicant.headers);
    if (res.status !== 201) throw new Error(`apply failed: ${res.status} ${res.text}`);
    applicants.push({ ...applicant, applicationId: res.body.application.id as string });
  }
  return { poster, posting, applicants };
}

export async function postingRow(server: TestServer, id: string) {
  const [row] = await server.app.ctx.db.select().from(postings).where(eq(postings.id, id));
  return row!;
}

export async function setPosting(server: TestServer, id: string, values: Partial<NewPostingRow>) {
  await server.app.ctx.db.update(postings).set(values).where(eq(postings.id, id));
}

/** Records the bus's events from now on. */
export function recordBus(server: TestServer) {
  const events: BusEvent[] = [];
  const stop = server.app.ctx.bus.subscribe((event) => void events.push(event));
  return { events, stop };
}

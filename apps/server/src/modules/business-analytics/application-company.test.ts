import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApplication, buildCompany, buildPosting, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { applications } from '../../db/schema/applications';
import { postings } from '../../db/schema/postings';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Migration 0029's triggers: the analytics count a company's applications by their own column. */
describe("an application carries its posting's company", () => {
  it('from the application, and follows the posting when its company changes', async () => {
    const { company, owner } = await buildCompany(server);
    const posting = await buildPosting(server, {
      posterId: owner.user.id,
      companyId: company.id,
      status: 'open',
    });
    const mine = await buildPosting(server, { status: 'open' });
    const applicant = await buildSignedInUser(server, { userType: 'worker' });
    const toCompany = await buildApplication(server, { postingId: posting.id, applicant });
    const toPerson = await buildApplication(server, { postingId: mine.id, applicant });
    const companyOf = async (id: string) =>
      (await server.app.ctx.db.select().from(applications).where(eq(applications.id, id)))[0]?.companyId;
    expect(await companyOf(toCompany)).toBe(company.id);
    expect(await companyOf(toPerson)).toBeNull();

    await server.app.ctx.db.update(postings).set({ companyId: null }).where(eq(postings.id, posting.id));
    expect(await companyOf(toCompany)).toBeNull();
    await server.app.ctx.db.update(postings).set({ companyId: company.id }).where(eq(postings.id, mine.id));
    expect(await companyOf(toPerson)).toBe(company.id);
  });
});

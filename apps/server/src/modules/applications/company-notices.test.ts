import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApplication,
  buildCompany,
  buildPosting,
  buildSignedInUser,
  buildTeamMember,
  decide,
  type Headers,
} from '../../../test/factories';
import { lastOutboxMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

/**
 * Issue 22 follow-up (decision 042): the applicant of a company's posting hears from the company,
 * never from the team member who answered; the poster's notice of a new application names the
 * company the job is for.
 */

const COMPANY = 'Maple Builders Inc.';

describe('notices of a company posting', () => {
  let server: TestServer;
  let poster: Awaited<ReturnType<typeof buildTeamMember>>;
  let manager: Awaited<ReturnType<typeof buildTeamMember>>;
  let companyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const { company, owner } = await buildCompany(server, 'Olivia Owner');
    companyId = company.id;
    const renamed = await server.request('PUT', '/api/business/company', { name: COMPANY }, owner.headers);
    expect(renamed.status, renamed.text).toBe(200);
    poster = await buildTeamMember(server, company.id, 'team_member', { user: 'Paul Poster' });
    manager = await buildTeamMember(server, company.id, 'team_member', {
      user: 'Hana Hiring-Manager',
      permissions: ['can_manage_applications'],
    });
  });
  afterAll(() => server.close());

  /** A company job by the poster (its copy of the name as it was posted), with one applicant. */
  async function companyJobWithApplicant(title: string) {
    const posting = await buildPosting(server, {
      posterId: poster.user.id,
      companyId,
      company: 'Maple (as posted)',
      title,
    });
    const applicant = await buildSignedInUser(server, 'Maya Worker');
    const applicationId = await buildApplication(server, { postingId: posting.id, applicant });
    return { posting, applicant, applicationId };
  }

  const notices = async (headers: Headers) =>
    (await server.request('GET', '/api/notifications', undefined, headers)).body.notifications as {
      kind: string;
      title: string;
      body: string;
    }[];

  it('tells the poster of a new application and names the company', async () => {
    const { posting } = await companyJobWithApplicant('Site supervisor');
    const [received] = await notices(poster.headers);
    expect(received).toMatchObject({ kind: 'application.received', link: '/dashboard?tab=inbox' });
    expect(received!.title).toContain(posting.title);
    expect(received!.body).toBe(
      `For ${COMPANY}: Maya Worker applied to "${posting.title}". Review it in your applications inbox.`,
    );
    // The rest of the team is not told (the poster is).
    expect(await notices(manager.headers)).toEqual([]);
  });

  it("a person's own posting keeps the notice without a company", async () => {
    const own = await buildSignedInUser(server, { userType: 'worker', fullName: 'Sam Solo' });
    const posting = await buildPosting(server, { posterId: own.user.id, mode: 'service', company: null });
    const applicant = await buildSignedInUser(server, 'Maya Worker');
    await buildApplication(server, { postingId: posting.id, applicant });
    const [received] = await notices(own.headers);
    expect(received!.body).toBe(
      `Maya Worker applied to "${posting.title}". Review it in your applications inbox.`,
    );
  });

  it.each([
    ['shortlist', 'application.shortlisted', null],
    ['accept', 'application.accepted', 'application_accepted'],
    ['decline', 'application.declined', 'application_declined'],
  ] as const)(
    '%s by a team member: the applicant hears from the company, in-app and by e-mail',
    async (action, kind, mailCategory) => {
      const { posting, applicant, applicationId } = await companyJobWithApplicant(`Framer ${action}`);
      const res = await decide(server, applicationId, action, manager.headers);
      expect(res.status, res.text).toBe(200);

      const [notice] = await notices(applicant.headers);
      expect(notice).toMatchObject({ kind });
      expect(notice!.body).toContain(`${COMPANY} `);
      expect(notice!.body).toContain(posting.title);
      expect(`${notice!.title} ${notice!.body}`).not.toMatch(/Hana|Paul/);

      if (mailCategory) {
        const mail = await lastOutboxMail(server, applicant.user.email, mailCategory);
        expect(mail!.textBody).toContain(
          `${COMPANY} ${action === 'accept' ? 'accepted' : 'declined'} your application`,
        );
        expect(mail!.htmlBody).toContain('Maple Builders Inc.');
        expect(`${mail!.subject} ${mail!.textBody}`).not.toMatch(/Hana|Paul/);
      }
    },
  );

  it("a person's own posting is still answered in the poster's name", async () => {
    const own = await buildSignedInUser(server, { userType: 'employer', fullName: 'Ellen Employer' });
    const posting = await buildPosting(server, { posterId: own.user.id });
    const applicant = await buildSignedInUser(server, 'Maya Worker');
    const applicationId = await buildApplication(server, { postingId: posting.id, applicant });
    expect((await decide(server, applicationId, 'accept', own.headers)).status).toBe(200);
    const [notice] = await notices(applicant.headers);
    expect(notice!.body).toBe(
      `Ellen Employer accepted your application to "${posting.title}". Congratulations!`,
    );
    const mail = await lastOutboxMail(server, applicant.user.email, 'application_accepted');
    expect(mail!.textBody).toContain('Ellen Employer accepted your application');
  });
});

import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApplication,
  buildMember,
  buildPosting,
  buildSignedInUser,
  buildUser,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

/**
 * What the paid plans give beyond limits (decision 032), each through the endpoint that shows
 * it: the Pro badge, priority placement, employer contact, exclusive jobs. (Support flags:
 * contact/contact-priority.test.ts.)
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string, headers?: Record<string, string>) =>
  server.request('GET', path, undefined, headers);

describe('the Pro badge (pro_badge)', () => {
  it('is on the public profile of a Professional or Premium member only', async () => {
    const professional = await buildMember(server, 'professional');
    const premium = await buildMember(server, 'premium');
    const basic = await buildSignedInUser(server);
    for (const [member, pro] of [
      [professional, true],
      [premium, true],
      [basic, false],
    ] as const) {
      const res = await get(`/api/users/${member.user.id}/profile`);
      expect(res.status).toBe(200);
      expect(res.body.pro).toBe(pro);
    }
  });

  it("is on applicants in the poster's inbox and on gig cards, the gig detail and the poster's dashboard", async () => {
    const poster = await buildSignedInUser(server, { userType: 'employer' });
    const posting = await buildPosting(server, { posterId: poster.user.id });
    const pro = await buildMember(server, 'professional');
    const basic = await buildSignedInUser(server);
    await buildApplication(server, { postingId: posting.id, applicant: pro });
    await buildApplication(server, { postingId: posting.id, applicant: basic });
    const inbox = await get(`/api/gigs/${posting.id}/applications`, poster.headers);
    expect(
      Object.fromEntries(
        inbox.body.applications.map((a: { applicant: { id: string; pro: boolean } }) => [
          a.applicant.id,
          a.applicant.pro,
        ]),
      ),
    ).toEqual({ [pro.user.id]: true, [basic.user.id]: false });

    // Service gigs by a Pro provider and a basic one, in a city of their own.
    const city = 'Probadgeville';
    const proGig = await buildPosting(server, { mode: 'service', posterId: pro.user.id, city });
    const basicGig = await buildPosting(server, { mode: 'service', posterId: basic.user.id, city });
    const cards = await get(`/api/gigs?location=${city}`);
    expect(cards.status).toBe(200);
    expect(
      Object.fromEntries(
        cards.body.gigs.map((g: { id: string; creator_info: { pro: boolean } }) => [
          g.id,
          g.creator_info.pro,
        ]),
      ),
    ).toEqual({ [proGig.id]: true, [basicGig.id]: false });

    const detail = await get(`/api/gigs/${proGig.id}`);
    expect(detail.body.creator_info.pro).toBe(true);
    expect(detail.body.creator.pro).toBe(true);
    const mine = await get('/api/gigs/mine', pro.headers);
    expect(mine.body.postings[0].creator_info.pro).toBe(true);
  });
});

describe('priority placement (priority_placement)', () => {
  it("lists certified applicants whose plan gives it first in the poster's inbox, marked", async () => {
    const poster = await buildSignedInUser(server, { userType: 'employer' });
    const posting = await buildPosting(server, { posterId: poster.user.id });
    const certified = { skills: ['Wiring', 'red seal electrician'] };
    const certifiedPro = await buildMember(server, 'professional', certified);
    const uncertifiedPro = await buildMember(server, 'premium', { skills: ['Wiring'] });
    const certifiedBasic = await buildSignedInUser(server, certified);
    // Applied in this order: the priority applicant first, so "newest first" alone would put them last.
    for (const applicant of [certifiedPro, uncertifiedPro, certifiedBasic])
      await buildApplication(server, { postingId: posting.id, applicant });

    for (const path of [`/api/gigs/${posting.id}/applications`, '/api/applications/received']) {
      const res = await get(path, poster.headers);
      expect(res.status).toBe(200);
      expect(
        res.body.applications.map((a: { applicant: { id: string }; priority: boolean }) => [
          a.applicant.id,
          a.priority,
        ]),
      ).toEqual([
        [certifiedPro.user.id, true],
        [certifiedBasic.user.id, false],
        [uncertifiedPro.user.id, false],
      ]);
    }
  });
});

describe('employer contact (employer_contact)', () => {
  it("shows a job's poster e-mail and phone to Premium viewers only", async () => {
    const employer = await buildUser(server, { userType: 'employer', phone: '604-555-0199' });
    const job = await buildPosting(server, { posterId: employer.id });
    const quiet = await buildUser(server, { userType: 'employer' });
    const jobWithoutPhone = await buildPosting(server, { posterId: quiet.id });
    const premium = await buildMember(server, 'premium');
    const professional = await buildMember(server, 'professional');

    const shown = await get(`/api/gigs/${job.id}`, premium.headers);
    expect(shown.body.employer_contact).toEqual({ email: employer.email, phone: '604-555-0199' });
    expect((await get(`/api/gigs/${jobWithoutPhone.id}`, premium.headers)).body.employer_contact).toEqual({
      email: quiet.email,
      phone: null,
    });
    expect((await get(`/api/gigs/${job.id}`, professional.headers)).body.employer_contact).toBeNull();
    expect((await get(`/api/gigs/${job.id}`)).body.employer_contact).toBeNull();
    // A service gig's poster is a provider, not an employer.
    const gig = await buildPosting(server, { mode: 'service', posterId: employer.id });
    expect((await get(`/api/gigs/${gig.id}`, premium.headers)).body.employer_contact).toBeNull();
  });
});

describe('exclusive jobs (exclusive_jobs)', () => {
  it('marks jobs paying $60/h or more at the top, and filters to them for Premium members only', async () => {
    const word = 'Quasarflux';
    const top = await buildPosting(server, { title: `${word} foreman`, salaryMin: 50, salaryMax: 60 });
    const below = await buildPosting(server, { title: `${word} helper`, salaryMin: 40, salaryMax: 59.99 });
    const premium = await buildMember(server, 'premium');
    const professional = await buildMember(server, 'professional');

    const board = await get(`/api/jobs?searchTerm=${word}`);
    expect(
      Object.fromEntries(board.body.map((j: { id: string; exclusive: boolean }) => [j.id, j.exclusive])),
    ).toEqual({ [top.id]: true, [below.id]: false });

    const only = await get(`/api/jobs?searchTerm=${word}&exclusive=true`, premium.headers);
    expect(only.status).toBe(200);
    expect(only.body.map((j: { id: string }) => j.id)).toEqual([top.id]);
    // It narrows a lower minimum, and keeps a higher one.
    expect(
      (await get(`/api/jobs?searchTerm=${word}&exclusive=true&minSalary=20`, premium.headers)).body,
    ).toHaveLength(1);
    expect(
      (await get(`/api/jobs?searchTerm=${word}&exclusive=true&minSalary=61`, premium.headers)).body,
    ).toEqual([]);
    // false is no filter, for anyone.
    expect((await get(`/api/jobs?searchTerm=${word}&exclusive=false`)).body).toHaveLength(2);

    for (const headers of [professional.headers, undefined]) {
      const refused = await get(`/api/jobs?searchTerm=${word}&exclusive=true`, headers);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(MEMBERSHIP_ERRORS.planRequired('Premium'));
    }
  });
});

import { randomUUID } from 'node:crypto';
import { APPLICATION_ERRORS } from '@hirehand/shared/applications/application-errors';
import { APPLICATION_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apply,
  buildSignedInUser,
  decide,
  postingRow,
  postingWithApplicants,
  recordBus,
  setPosting,
} from '../../../test/factories';
import { lastOutboxMail, outboxCount, settleMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { applications } from '../../db/schema/applications';
import { notifications } from '../../db/schema/notifications';
import type { MailProvider } from '../../platform/mail/mail-provider';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const notificationsOf = (userId: string) =>
  server.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('shortlist', () => {
  it('moves a pending application to shortlisted, tells the applicant in-app, sends no e-mail', async () => {
    const { poster, posting, applicants } = await postingWithApplicants(server, 1);
    const applicant = applicants[0]!;
    const res = await decide(server, applicant.applicationId, 'shortlist', poster.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: applicant.applicationId, status: 'shortlisted', decided_at: null });

    const inbox = await server.request('GET', '/api/notifications', undefined, applicant.headers);
    expect(inbox.body.notifications).toHaveLength(1);
    expect(inbox.body.notifications[0]).toMatchObject({
      kind: 'application.shortlisted',
      link: '/dashboard?tab=applications',
    });
    expect(inbox.body.notifications[0].title).toContain(posting.title);
    expect(await outboxCount(server, applicant.user.email)).toBe(0);

    expect(await decide(server, applicant.applicationId, 'shortlist', poster.headers)).toMatchObject({
      status: 400,
      body: APPLICATION_ERRORS.alreadyDecided('shortlisted'),
    });
  });
});

describe('decline', () => {
  it("declines a shortlisted application with the poster's note, in-app and by e-mail", async () => {
    const { poster, posting, applicants } = await postingWithApplicants(server, 1);
    const applicant = applicants[0]!;
    await decide(server, applicant.applicationId, 'shortlist', poster.headers);
    const bus = recordBus(server);

    const note = 'We went with someone <closer> to the site.';
    const res = await decide(server, applicant.applicationId, 'decline', poster.headers, {
      message: `  ${note} `,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', decision_message: note });
    expect(Date.parse(res.body.decided_at)).not.toBeNaN();

    const [latest] = (await server.request('GET', '/api/notifications', undefined, applicant.headers)).body
      .notifications;
    expect(latest).toMatchObject({ kind: 'application.declined', link: '/dashboard?tab=applications' });
    expect(latest.title).toContain(posting.title);
    expect(latest.body).toContain(note);

    const mail = await lastOutboxMail(server, applicant.user.email, 'application_declined');
    expect(mail!.subject).toContain(posting.title);
    expect(mail!.textBody).toContain(note);
    expect(mail!.textBody).toContain('/dashboard?tab=applications');
    expect(mail!.htmlBody).toContain('&lt;closer&gt;');
    expect(mail!.htmlBody).not.toContain('<closer>');

    await vi.waitFor(() => {
      expect(bus.events).toContainEqual(
        expect.objectContaining({
          type: 'notification.created',
          payload: expect.objectContaining({ user_id: applicant.user.id }),
        }),
      );
    });
    bus.stop();

    for (const action of ['decline', 'accept', 'shortlist'] as const) {
      expect(await decide(server, applicant.applicationId, action, poster.headers)).toMatchObject({
        status: 400,
        body: APPLICATION_ERRORS.alreadyDecided('declined'),
      });
    }
    expect((await postingRow(server, posting.id)).hiredCount).toBe(0);
  });

  it('declines without a note (no body)', async () => {
    const { poster, applicants } = await postingWithApplicants(server, 1);
    const res = await decide(server, applicants[0]!.applicationId, 'decline', poster.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', decision_message: null });
    const mail = await lastOutboxMail(server, applicants[0]!.user.email, 'application_declined');
    expect(mail!.textBody).not.toContain('Their message');
  });
});

describe('accept', () => {
  it('hires the applicant, fills the posting at its openings and tells the applicant', async () => {
    const { poster, posting, applicants } = await postingWithApplicants(server, 3, { openings: 2 });
    const [first, second, third] = applicants as [
      (typeof applicants)[0],
      (typeof applicants)[0],
      (typeof applicants)[0],
    ];

    const one = await decide(server, first.applicationId, 'accept', poster.headers);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ status: 'accepted', posting: { status: 'open' } });
    expect(Date.parse(one.body.decided_at)).not.toBeNaN();
    expect(await postingRow(server, posting.id)).toMatchObject({ hiredCount: 1, status: 'open' });

    await decide(server, second.applicationId, 'shortlist', poster.headers);
    const two = await decide(server, second.applicationId, 'accept', poster.headers);
    expect(two.body).toMatchObject({ status: 'accepted', posting: { status: 'filled' } });
    expect(await postingRow(server, posting.id)).toMatchObject({ hiredCount: 2, status: 'filled' });

    expect(await decide(server, third.applicationId, 'accept', poster.headers)).toMatchObject({
      status: 400,
      body: APPLICATION_ERRORS.noOpeningsLeft,
    });
    const [thirdRow] = await server.app.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, third.applicationId));
    expect(thirdRow!.status).toBe('pending');

    const mail = await lastOutboxMail(server, first.user.email, 'application_accepted');
    expect(mail!.subject).toContain(posting.title);
    expect(mail!.textBody).toContain('Olivia Employer');
    const accepted = (await notificationsOf(first.user.id)).filter((n) => n.kind === 'application.accepted');
    expect(accepted).toHaveLength(1);
    // Stored as a kind and its parameters, never as sentences (decision 023).
    expect(accepted[0]).toMatchObject({
      params: { posting_title: posting.title, poster_name: 'Olivia Employer' },
      legacyTitle: null,
      legacyBody: null,
    });
    // The decision tells the applicant; the poster's inbox holds only the applications received.
    expect((await notificationsOf(poster.user.id)).map((n) => n.kind)).toEqual([
      'application.received',
      'application.received',
      'application.received',
    ]);
    expect(await lastOutboxMail(server, third.user.email, 'application_accepted')).toBeNull();
  });

  it('hires on a paused posting, not on a closed one', async () => {
    const paused = await postingWithApplicants(server, 1);
    await setPosting(server, paused.posting.id, { status: 'paused' });
    const ok = await decide(server, paused.applicants[0]!.applicationId, 'accept', paused.poster.headers);
    expect(ok.status).toBe(200);
    expect(await postingRow(server, paused.posting.id)).toMatchObject({ hiredCount: 1, status: 'filled' });

    const closed = await postingWithApplicants(server, 1);
    await setPosting(server, closed.posting.id, { status: 'closed' });
    expect(
      await decide(server, closed.applicants[0]!.applicationId, 'accept', closed.poster.headers),
    ).toMatchObject({
      status: 400,
      body: APPLICATION_ERRORS.notOpen,
    });
    expect((await postingRow(server, closed.posting.id)).hiredCount).toBe(0);
  });

  it('never exceeds the openings: 6 accepts at once on 2 openings give 2 hires and 4 refusals', async () => {
    const { poster, posting, applicants } = await postingWithApplicants(server, 6, { openings: 2 });
    const answers = await Promise.all(
      applicants.map((a) => decide(server, a.applicationId, 'accept', poster.headers)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 400);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer.body.detail).toBe(APPLICATION_MESSAGES.noOpeningsLeft);

    expect(await postingRow(server, posting.id)).toMatchObject({ hiredCount: 2, status: 'filled' });
    const acceptedRows = await server.app.ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.postingId, posting.id), eq(applications.status, 'accepted')));
    expect(acceptedRows).toHaveLength(2);
    const hiredIds = answers.filter((a) => a.status === 200).map((a) => a.body.applicant.id);
    expect(acceptedRows.map((r) => r.applicantId).sort()).toEqual(hiredIds.sort());
  });

  it('keeps the decision when the e-mail cannot be sent', async () => {
    let attempts = 0;
    const failing: MailProvider = {
      name: 'smtp',
      send: async () => {
        attempts += 1;
        throw new Error('SMTP down');
      },
      close: async () => {},
    };
    const own = await startTestServer({}, { providers: { mail: failing } });
    try {
      const { poster, applicants } = await postingWithApplicants(own, 1);
      const applicant = applicants[0]!;
      const res = await decide(own, applicant.applicationId, 'accept', poster.headers);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('accepted');
      // The answer only queued the e-mail; the job's first try fails and waits for its retry.
      expect(attempts).toBe(0);
      await settleMail(own);
      expect(attempts).toBe(1);
      const [row] = await own.app.ctx.db
        .select()
        .from(applications)
        .where(eq(applications.id, applicant.applicationId));
      expect(row!.status).toBe('accepted');
      const kinds = (
        await own.app.ctx.db.select().from(notifications).where(eq(notifications.userId, applicant.user.id))
      ).map((n) => n.kind);
      expect(kinds).toEqual(['application.accepted']);
    } finally {
      await own.close();
    }
  });
});

describe('who may answer', () => {
  it('lets only the poster decide: the applicant gets 403, a stranger 404, nobody signed in 401', async () => {
    const { poster, applicants } = await postingWithApplicants(server, 1);
    const applicant = applicants[0]!;
    const stranger = await buildSignedInUser(server);
    for (const action of ['shortlist', 'accept', 'decline'] as const) {
      expect(await decide(server, applicant.applicationId, action, applicant.headers)).toMatchObject({
        status: 403,
        body: APPLICATION_ERRORS.onlyPoster,
      });
      expect(await decide(server, applicant.applicationId, action, stranger.headers)).toMatchObject({
        status: 404,
        body: APPLICATION_ERRORS.notFound,
      });
      expect((await decide(server, applicant.applicationId, action, {})).status).toBe(401);
      expect((await decide(server, randomUUID(), action, poster.headers)).status).toBe(404);
    }
    const [row] = await server.app.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicant.applicationId));
    expect(row!.status).toBe('pending');
  });
});

describe('withdraw', () => {
  it('lets the applicant withdraw a pending or shortlisted application, once, and not apply again', async () => {
    const { poster, posting, applicants } = await postingWithApplicants(server, 2);
    const [pending, shortlisted] = applicants as [(typeof applicants)[0], (typeof applicants)[0]];
    const stranger = await buildSignedInUser(server);
    await decide(server, shortlisted.applicationId, 'shortlist', poster.headers);

    expect(await decide(server, pending.applicationId, 'withdraw', poster.headers)).toMatchObject({
      status: 403,
      body: APPLICATION_ERRORS.onlyApplicant,
    });
    expect((await decide(server, pending.applicationId, 'withdraw', stranger.headers)).status).toBe(404);
    expect((await decide(server, pending.applicationId, 'withdraw', shortlisted.headers)).status).toBe(404);

    for (const applicant of [pending, shortlisted]) {
      const res = await decide(server, applicant.applicationId, 'withdraw', applicant.headers);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('withdrawn');
    }
    expect(await decide(server, pending.applicationId, 'withdraw', pending.headers)).toMatchObject({
      status: 400,
      body: APPLICATION_ERRORS.alreadyDecided('withdrawn'),
    });
    expect(await decide(server, pending.applicationId, 'accept', poster.headers)).toMatchObject({
      status: 400,
      body: APPLICATION_ERRORS.alreadyDecided('withdrawn'),
    });
    expect(await apply(server, posting.id, pending.headers)).toMatchObject({
      status: 400,
      body: APPLICATION_ERRORS.alreadyApplied,
    });
  });

  it('cannot withdraw an accepted application', async () => {
    const { poster, applicants } = await postingWithApplicants(server, 1);
    await decide(server, applicants[0]!.applicationId, 'accept', poster.headers);
    expect(
      await decide(server, applicants[0]!.applicationId, 'withdraw', applicants[0]!.headers),
    ).toMatchObject({
      status: 400,
      body: APPLICATION_ERRORS.alreadyDecided('accepted'),
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/start-test-server';

/** The 422 `msg` of a limit names the field in words (field-messages.ts), and links must be web addresses. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('422 messages of limits', () => {
  it('name a too-long cover letter, and quote a too-long skill', async () => {
    const { headers } = await buildSignedInUser(server, 'Long Writer');
    const posting = await buildPosting(server);
    const apply = await server.request(
      'POST',
      `/api/gigs/${posting.id}/apply`,
      { cover_letter: 'x'.repeat(5001) },
      headers,
    );
    expect(apply.status).toBe(422);
    expect(apply.body).toEqual({
      code: 'validation',
      detail: [
        {
          loc: ['body', 'cover_letter'],
          msg: 'Cover letter can be at most 5,000 characters',
          type: 'too_big',
        },
      ],
    });

    const skill = 'Commercial refrigeration and heat pump installation and service';
    const profile = await server.request(
      'PATCH',
      '/api/profile/me',
      { skills: ['Plumbing', skill] },
      headers,
    );
    expect(profile.status).toBe(422);
    expect(profile.body.detail).toEqual([
      {
        loc: ['body', 'skills', '1'],
        msg: 'Each skill can be at most 60 characters: "Commercial refrigera…"',
        type: 'too_big',
      },
    ]);
  });
});

describe('links people give', () => {
  it('refuses javascript: and data: links in a gig with a 422 naming the field', async () => {
    const { headers } = await buildSignedInUser(server, { fullName: 'Link Poster', userType: 'employer' });
    const res = await server.request(
      'POST',
      '/api/gigs/create',
      {
        title: 'Deck repair',
        description: 'Replace three boards on a cedar deck.',
        hourly_rate: 40,
        portfolio_samples: ['javascript:alert(document.cookie)'],
        images: ['data:image/svg+xml,<svg onload=alert(1)>'],
      },
      headers,
    );
    expect(res.status).toBe(422);
    expect(
      res.body.detail.map((item: { loc: unknown[]; msg: string }) => [item.loc.join('.'), item.msg]),
    ).toEqual([
      ['body.images.0', 'Each image link must be a web address starting with https://'],
      ['body.portfolio_samples.0', 'Each portfolio sample must be a web address starting with https://'],
    ]);
  });
});

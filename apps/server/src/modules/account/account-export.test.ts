import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser, setPosting } from '../../../test/factories';
import { pdfFile } from '../../../test/files';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
async function ok(method: string, path: string, body: unknown, headers: Headers = {}) {
  const res = await server.request(method, path, body, headers);
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.body;
}

const postGig = (headers: Headers, title: string) =>
  ok(
    'POST',
    '/api/gigs/create',
    { title, description: `${title}: the whole job, described in enough words.`, hourly_rate: 40 },
    headers,
  );

async function attach(conversationId: string, headers: Headers, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdfFile())]), name);
  const res = await fetch(`${server.url}/api/conversations/${conversationId}/attachments`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** Every key in a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

/**
 * Maya does one of everything through the API; Omar deals with her (and so appears in her
 * export by id and name only); Zoe's own records must not appear at all.
 */
async function mayaOmarAndZoe() {
  const maya = await buildSignedInUser(server, { fullName: 'Maya Export', userType: 'employer' });
  const omar = await buildSignedInUser(server, { fullName: 'Omar Other', userType: 'employer' });
  const zoe = await buildSignedInUser(server, 'Zoe Stranger');

  const mayaGig = await postGig(maya.headers, 'Paint the Maya fence');
  const omarGig = await postGig(omar.headers, 'Tile the Omar bathroom');
  const zoeGig = await postGig(zoe.headers, 'Mow the Zoe lawn');
  await ok(
    'POST',
    `/api/gigs/${omarGig.id}/apply`,
    { cover_letter: 'Maya applies: I tile well.' },
    maya.headers,
  );
  await ok(
    'POST',
    `/api/gigs/${mayaGig.id}/apply`,
    { cover_letter: 'Omar applies: I paint well.' },
    omar.headers,
  );
  await ok('POST', `/api/gigs/${zoeGig.id}/apply`, { cover_letter: 'Omar applies to Zoe.' }, omar.headers);

  const talk = await ok('POST', '/api/conversations', { participant_ids: [omar.user.id] }, maya.headers);
  await ok('POST', `/api/conversations/${talk.id}/messages`, { content: 'Maya says hello' }, maya.headers);
  await ok('POST', `/api/conversations/${talk.id}/messages`, { content: 'Omar answers' }, omar.headers);
  await attach(talk.id, maya.headers, 'Maya quote.pdf');
  const other = await ok('POST', '/api/conversations', { participant_ids: [omar.user.id] }, zoe.headers);
  await ok('POST', `/api/conversations/${other.id}/messages`, { content: 'Zoe private words' }, zoe.headers);

  const entry = {
    title: 'Maya kitchen rewiring',
    description: 'Rewired a 1950s kitchen to code, with new GFCI outlets.',
    category: 'electrical',
    work_type: 'project',
    client_rating: 5,
    skills_used: ['Electrical Wiring'],
    work_samples: [],
  };
  await ok('POST', '/api/experience/add', entry, maya.headers);
  await ok('POST', '/api/experience/add', { ...entry, title: 'Zoe garden work' }, zoe.headers);
  await ok(
    'PUT',
    '/api/profile/me/work-preferences',
    {
      desired_rate: { amount_cents: 5500, currency: 'CAD' },
      job_types: ['contract'],
      schedules: ['day'],
      max_distance_km: 40,
      categories: ['painting'],
      certifications: [{ type: 'red_seal_electrician', number: 'MAYA-309A', expires_on: null }],
      discoverable: false,
    },
    maya.headers,
  );
  await ok(
    'POST',
    '/api/location/update',
    { latitude: 50.4452, longitude: -104.6189, accuracy: 12.5, location_type: 'current' },
    maya.headers,
  );
  await ok('POST', '/api/newsletter', { email: maya.user.email });
  await ok('POST', '/api/newsletter', { email: zoe.user.email });
  const contact = { type: 'general', subject: 'Question', message: 'Maya asks support a question.' };
  await ok('POST', '/api/contact', { ...contact, name: 'Maya Export', email: maya.user.email });
  await ok(
    'POST',
    '/api/ai/chat',
    { message: 'Maya asks the assistant about electrical wiring.' },
    maya.headers,
  );
  await ok('POST', '/api/ai/chat', { message: 'Zoe asks the assistant too.' }, zoe.headers);
  await ok('POST', '/api/support/chat', { message: 'How do I reset my password?' }, maya.headers);
  await ok('POST', '/api/support/chat', { message: 'Zoe asks support too.' }, zoe.headers);
  await ok('POST', '/api/contact', { ...contact, name: 'Zoe', email: zoe.user.email, message: 'Zoe asks.' });
  const ticket = {
    category: 'account',
    subject: 'Maya needs a human',
    message: 'Maya asks support for a human.',
  };
  await ok('POST', '/api/support/tickets', ticket, maya.headers);
  await ok(
    'POST',
    '/api/support/tickets',
    { ...ticket, message: 'Zoe asks support for a human.' },
    zoe.headers,
  );
  return { maya, omar, zoe, mayaGig, omarGig, talkId: talk.id as string };
}

describe('GET /api/account/export', () => {
  it('holds everything the person created or received, one section each', async () => {
    const { maya, omar, mayaGig, omarGig, talkId } = await mayaOmarAndZoe();
    const res = await server.request('GET', '/api/account/export', undefined, maya.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hirehand-data-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body;

    expect(data.profile).toMatchObject({
      id: maya.user.id,
      email: maya.user.email,
      full_name: 'Maya Export',
    });
    expect(data.location.last_shared).toMatchObject({
      latitude: 50.4452,
      longitude: -104.6189,
      accuracy: 12.5,
    });
    expect(data.sessions).toHaveLength(1);
    expect(data.postings).toEqual([
      expect.objectContaining({ id: mayaGig.id, title: 'Paint the Maya fence', hourly_rate: 40 }),
    ]);
    expect(data.applications_sent).toEqual([
      expect.objectContaining({
        cover_letter: 'Maya applies: I tile well.',
        status: 'pending',
        posting: {
          id: omarGig.id,
          mode: 'service',
          title: 'Tile the Omar bathroom',
          poster: { id: omar.user.id, full_name: 'Omar Other' },
        },
      }),
    ]);
    expect(data.applications_received).toEqual([
      expect.objectContaining({
        cover_letter: 'Omar applies: I paint well.',
        posting: { id: mayaGig.id, mode: 'service', title: 'Paint the Maya fence' },
        applicant: { id: omar.user.id, full_name: 'Omar Other' },
      }),
    ]);

    expect(data.conversations).toHaveLength(1);
    const [talk] = data.conversations;
    expect(talk.id).toBe(talkId);
    expect(talk.participants).toEqual(
      expect.arrayContaining([
        { id: maya.user.id, full_name: 'Maya Export', user_type: 'employer' },
        { id: omar.user.id, full_name: 'Omar Other', user_type: 'employer' },
      ]),
    );
    expect(
      talk.messages.map((m: { sender: { id: string }; content: string }) => [m.sender.id, m.content]),
    ).toEqual([
      [maya.user.id, 'Maya says hello'],
      [omar.user.id, 'Omar answers'],
      [maya.user.id, expect.any(String)],
    ]);
    expect(talk.messages[0].attachment).toBeNull();
    expect(talk.messages[2]).toMatchObject({
      sender: { id: maya.user.id, full_name: 'Maya Export' },
      attachment: {
        file_name: 'Maya quote.pdf',
        content_type: 'application/pdf',
        size_bytes: pdfFile().length,
      },
    });

    expect(data.experience).toEqual([expect.objectContaining({ title: 'Maya kitchen rewiring' })]);
    expect(data.notifications).toEqual([
      expect.objectContaining({
        kind: 'application.received',
        title: 'New application for "Paint the Maya fence"',
        read_at: null,
      }),
    ]);
    expect(data.contact_messages).toEqual([
      expect.objectContaining({ email: maya.user.email, message: 'Maya asks support a question.' }),
    ]);
    expect(data.newsletter_subscription).toMatchObject({ email: maya.user.email.toLowerCase() });
    expect(data.support_tickets).toEqual([
      expect.objectContaining({
        subject: 'Maya needs a human',
        message: 'Maya asks support for a human.',
        status: 'open',
        conversation: [],
        replies: [],
      }),
    ]);
    expect(data.ai_chats).toEqual([
      expect.objectContaining({
        discovered_skills: expect.arrayContaining(['Electrical Wiring']),
        messages: [
          expect.objectContaining({
            role: 'user',
            content: 'Maya asks the assistant about electrical wiring.',
          }),
          expect.objectContaining({ role: 'assistant' }),
        ],
      }),
    ]);
    // Her work preferences, with the certification's number.
    expect(data.work_preferences).toMatchObject({
      desired_rate: { amount_cents: 5500, currency: 'CAD' },
      categories: ['painting'],
      certifications: [{ type: 'red_seal_electrician', number: 'MAYA-309A', expires_on: null }],
      updated_at: expect.any(String),
    });
    // Her support chat, with the article the reply quoted; never Zoe's.
    expect(data.support_chats).toEqual([
      {
        started_at: expect.any(String),
        category: 'general',
        messages: [
          expect.objectContaining({ role: 'user', content: 'How do I reset my password?', articles: [] }),
          expect.objectContaining({
            role: 'assistant',
            articles: expect.arrayContaining(['reset-your-password']),
            escalation: false,
          }),
        ],
      },
    ]);
  });

  it("leaves out other people's records, their e-mails, and every hash, token and code", async () => {
    const { maya, omar, zoe } = await mayaOmarAndZoe();
    const res = await server.request('GET', '/api/account/export', undefined, maya.headers);
    expect(res.status).toBe(200);

    for (const foreign of [
      zoe.user.id,
      zoe.user.email,
      omar.user.email,
      'Mow the Zoe lawn',
      'Omar applies to Zoe.',
      'Zoe private words',
      'Zoe garden work',
      'Zoe asks.',
      'Zoe asks the assistant too.',
      'Zoe asks support for a human.',
    ]) {
      expect(res.text).not.toContain(foreign);
    }
    expect(res.text).not.toContain(maya.user.passwordHash!);
    expect(res.text).not.toContain('$argon2');
    expect(res.text).not.toContain(maya.token);
    expect(keysOf(res.body).filter((key) => /hash|token|password|code|secret|storage/i.test(key))).toEqual(
      [],
    );
  });

  it("holds the person's plans, usage, payments and billing history", async () => {
    const payer = await buildSignedInUser(server, 'Pat Payer');
    const origin = new URL(server.env.PUBLIC_URL).origin;
    const checkout = await ok(
      'POST',
      '/api/payments/checkout/session',
      { membership_tier: 'premium', origin_url: `${origin}/membership` },
      payer.headers,
    );
    // The sandbox checkout page's Pay, as the browser posts it.
    const paid = await fetch(`${server.url}${new URL(checkout.checkout_url).pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: 'action=pay',
    });
    expect(paid.status).toBe(303);
    // The provider's completion event is applied by a durable job.
    await server.app.jobs.runDue();
    const job = await buildPosting(server);
    await ok(
      'POST',
      `/api/gigs/${job.id}/apply`,
      { cover_letter: 'Pat applies, on Premium.' },
      payer.headers,
    );

    const { billing } = await ok('GET', '/api/account/export', undefined, payer.headers);
    expect(billing.subscriptions).toEqual([
      expect.objectContaining({ tier: 'premium', status: 'active', provider: 'sandbox', ended_at: null }),
    ]);
    expect(billing.charges).toEqual([
      expect.objectContaining({ amount: { amount_cents: 1499, currency: 'CAD' }, refunded_at: null }),
    ]);
    expect(billing.history).toEqual([
      expect.objectContaining({
        kind: 'subscribed',
        tier: 'premium',
        amount: { amount_cents: 1499, currency: 'CAD' },
      }),
    ]);
    expect(billing.history[0]).not.toHaveProperty('refundable_charge_id');
    expect(billing.usage).toEqual([expect.objectContaining({ metric: 'applications', used: 1 })]);
  });

  it("holds the person's smart notification preferences and saved jobs, listed or not", async () => {
    const worker = await buildSignedInUser(server, 'Sue Saver');
    const other = await buildSignedInUser(server, 'Oli Other');
    const preferences = {
      min_match_score: 90,
      max_distance_km: 50,
      preferred_categories: ['welding'],
      notification_frequency: 'immediate',
      methods: ['email'],
    };
    await ok('POST', '/api/ai/smart-notifications', preferences, worker.headers);
    await ok('POST', '/api/ai/smart-notifications', { ...preferences, methods: ['in_app'] }, other.headers);
    const open = await buildPosting(server, { title: 'Sue saves an open job' });
    const closing = await buildPosting(server, { title: 'Sue saves a job that closes' });
    const othersJob = await buildPosting(server, { title: 'Oli saves his own pick' });
    await ok('PUT', `/api/jobs/${open.id}/saved`, undefined, worker.headers);
    await ok('PUT', `/api/jobs/${closing.id}/saved`, undefined, worker.headers);
    await ok('PUT', `/api/jobs/${othersJob.id}/saved`, undefined, other.headers);
    await setPosting(server, closing.id, { status: 'closed' });

    const data = await ok('GET', '/api/account/export', undefined, worker.headers);
    expect(data.notification_preferences).toEqual({
      ...preferences,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(data.saved_jobs).toHaveLength(2);
    expect(data.saved_jobs).toEqual(
      expect.arrayContaining([
        { posting_id: open.id, title: 'Sue saves an open job', saved_at: expect.any(String) },
        { posting_id: closing.id, title: 'Sue saves a job that closes', saved_at: expect.any(String) },
      ]),
    );
    expect(JSON.stringify(data)).not.toContain('Oli saves his own pick');
  });

  it('answers an account with nothing yet with empty sections', async () => {
    const newcomer = await buildSignedInUser(server, 'New Comer');
    const res = await server.request('GET', '/api/account/export', undefined, newcomer.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      postings: [],
      applications_sent: [],
      applications_received: [],
      conversations: [],
      experience: [],
      notifications: [],
      contact_messages: [],
      newsletter_subscription: null,
      location: { last_shared: null },
      billing: { subscriptions: [], usage: [], charges: [], history: [] },
      ai_chats: [],
      support_tickets: [],
      support_chats: [],
      work_preferences: { desired_rate: null, certifications: [], discoverable: false, updated_at: null },
    });
    expect(res.body.notification_preferences).toBeNull();
    expect(res.body.saved_jobs).toEqual([]);
    expect(res.body.match_deliveries).toEqual([]);
    expect(res.body.job_alerts).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await server.request('GET', '/api/account/export')).status).toBe(401);
  });
});

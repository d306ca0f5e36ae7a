import { HELP_CATEGORIES } from '@hirehand/shared/help/help';
import { HELP_ERRORS } from '@hirehand/shared/help/help-errors';
import { HELP_LIMITS } from '@hirehand/shared/help/help-limits';
import { PAY_PER_POST, PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import { ATTACHMENT_MAX_BYTES } from '@hirehand/shared/messaging/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { formatPrice } from './help-placeholders';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SUPPORT_EMAIL: 'help@hirehand.test', JOB_POST_PRICE_CENTS: '350' });
});
afterAll(() => server.close());

const search = (query: string) => server.request('GET', `/api/help/search?${query}`);

describe('GET /api/help/articles', () => {
  it('lists every article by category, each category with at least 4', async () => {
    const res = await server.request('GET', '/api/help/articles');
    expect(res.status).toBe(200);
    expect(res.body.categories.map((group: { category: string }) => group.category)).toEqual([
      ...HELP_CATEGORIES,
    ]);
    expect(res.body.categories[0].name).toBe('General Help');
    const all = res.body.categories.flatMap((group: { articles: unknown[] }) => group.articles);
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const group of res.body.categories) expect(group.articles.length).toBeGreaterThanOrEqual(4);
    expect(all).toContainEqual({
      slug: 'refunds',
      title: 'Refunds and the money-back guarantee',
      category: 'payments',
      summary: expect.any(String),
    });
  });
});

describe('GET /api/help/articles/{slug}', () => {
  it('answers the Markdown with the catalogue, the configuration and the support facts filled in', async () => {
    const res = await server.request('GET', '/api/help/articles/membership-plans');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'membership-plans',
      category: 'payments',
      category_name: 'Payments & Billing',
      updated: '2026-11-27',
    });
    expect(res.body.body).toContain(
      `## Professional: ${formatPrice(PLAN_CATALOG.professional.price)} per month`,
    );
    expect(res.body.body).toContain('$4.99');
    // Pay-Per-Post reads the price in force (JOB_POST_PRICE_CENTS), not the default.
    expect(res.body.body).toContain(`$3.50 per post, visible for ${PAY_PER_POST.visibilityDays} days`);
    expect(res.body.body).not.toContain('{{');

    const contact = await server.request('GET', '/api/help/articles/contact-support');
    expect(contact.body.body).toContain('help@hirehand.test');
    expect(contact.body.body).toContain(
      'Monday to Friday 9:00–18:00, Saturday 10:00–16:00 (Pacific time, PST); closed on Sunday',
    );

    const attachments = await server.request('GET', '/api/help/articles/messages-and-attachments');
    expect(attachments.body.body).toContain(`at most **${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB**`);
    expect(attachments.body.body).toContain('PDF, JPG, PNG, DOC and DOCX');
  });

  it('answers 404 help.article_not_found for an unknown slug, and for junk', async () => {
    for (const slug of ['no-such-article', '..%2F..%2Fpackage.json', 'REFUNDS']) {
      const res = await server.request('GET', `/api/help/articles/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body, slug).toEqual(HELP_ERRORS.articleNotFound);
    }
    // A NUL byte is refused by the platform's text guard before the route, as everywhere.
    const nul = await server.request('GET', '/api/help/articles/%00');
    expect(nul.status).toBe(422);
  });
});

describe('GET /api/help/search', () => {
  const questions: [string, string][] = [
    ['how do I reset my password', 'reset-your-password'],
    ['what files can I attach', 'messages-and-attachments'],
    ['refund', 'refunds'],
    ['cancel my plan', 'cancel-your-plan'],
    ['is my trust score', 'trust-score'],
    ['post a job cost', 'post-a-job'],
    ['how much is professional', 'membership-plans'],
    ['i forgot my pasword', 'reset-your-password'],
    ['what are your support hours', 'contact-support'],
    ['change my time zone', 'time-zone'],
    ['delete my account', 'export-or-delete-your-data'],
    ['someone asked me to pay with gift cards', 'avoiding-scams'],
  ];

  it.each(questions)('"%s" finds %s first, quoting the passage that matched', async (question, slug) => {
    const res = await search(`q=${encodeURIComponent(question)}`);
    expect(res.status).toBe(200);
    expect(res.body.query).toBe(question);
    const [best] = res.body.results;
    expect(best.slug).toBe(slug);
    expect(best.excerpt.length).toBeGreaterThan(10);
    expect(best.excerpt.length).toBeLessThanOrEqual(280);
    expect(best.excerpt).not.toMatch(/\*\*|\]\(|\{\{/);
    expect(best.score).toBeGreaterThan(0);
  });

  it('quotes the sentence that holds the answer', async () => {
    const res = await search('q=attach%20a%20file');
    expect(res.body.results[0].excerpt).toContain('Allowed types: PDF, JPG, PNG, DOC and DOCX');
  });

  it('ranks best first and keeps to the limit and the category', async () => {
    const res = await search('q=password&limit=3');
    expect(res.body.results.length).toBe(3);
    const scores = res.body.results.map((result: { score: number }) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const safety = await search('q=password&category=safety');
    expect(safety.body.results.length).toBeGreaterThan(0);
    for (const result of safety.body.results) expect(result.category).toBe('safety');
    expect(safety.body.results[0].slug).toBe('protect-your-account');
  });

  it('answers no results, not an error, for words no article holds', async () => {
    const res = await search('q=zzqxv');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
  });

  it('refuses a missing, empty or too long query and an unknown category with 422', async () => {
    for (const query of [
      '',
      'q=',
      'q=%20%20',
      `q=${'a'.repeat(HELP_LIMITS.query + 1)}`,
      'q=refund&category=billing',
      'q=refund&limit=0',
    ]) {
      const res = await search(query);
      expect(res.status, query).toBe(422);
      expect(res.body.code, query).toBe('validation');
    }
  });

  it('never answers 500 on junk (NUL bytes, symbols, other scripts)', async () => {
    for (const junk of ['%00', 'refund%00', '%E2%80%8B', '((((', '*', '%F0%9F%94%A7', 'рефанд', '%FF']) {
      const res = await search(`q=${junk}`);
      expect(res.status, junk).toBeLessThan(500);
      expect([200, 400, 422], junk).toContain(res.status);
    }
  });
});

describe('the API docs', () => {
  it('document the help routes with their parameters', async () => {
    const res = await server.request('GET', '/api/docs/json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/help/articles', '/api/help/articles/{slug}', '/api/help/search']),
    );
    const search = res.body.paths['/api/help/search'].get;
    expect(search.tags).toEqual(['help']);
    expect(search.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'category', 'limit']),
    );
  });
});

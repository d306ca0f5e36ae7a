import { CLIENT_ROUTES } from '@hirehand/shared/app/routes';
import { HELP_CATEGORIES } from '@hirehand/shared/help/help';
import { PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import { ATTACHMENT_MAX_BYTES } from '@hirehand/shared/messaging/messaging';
import { SUPPORT_HOURS } from '@hirehand/shared/support/support';
import { describe, expect, it } from 'vitest';
import { markdownToPlainText, parseHelpArticle, readHelpArticles } from './help-content';
import { fillPlaceholders, formatPrice, helpPlaceholders, supportHoursText } from './help-placeholders';

const settings = { supportEmail: 'help@hirehand.test', jobPostPriceCents: 200 };
const articles = readHelpArticles();
const values = helpPlaceholders(settings);

describe('the help articles', () => {
  it('are at least 30, with at least 4 in each of the six categories', () => {
    expect(articles.length).toBeGreaterThanOrEqual(30);
    for (const category of HELP_CATEGORIES) {
      expect(
        articles.filter((article) => article.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('fill every placeholder they use, leaving no braces behind', () => {
    for (const article of articles) {
      for (const text of [article.title, article.summary, article.body]) {
        const filled = fillPlaceholders(text, values, article.slug);
        expect(filled, article.slug).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('link only to articles that exist (or the help pages of the page table, like /help/requests)', () => {
    const slugs = new Set(articles.map((article) => article.slug));
    const pages = new Set<string>(CLIENT_ROUTES);
    for (const article of articles) {
      for (const [, slug] of article.body.matchAll(/\]\(\/help\/([^)#?]+)\)/g)) {
        const known = slugs.has(slug!) || pages.has(`/help/${slug}`);
        expect(known, `${article.slug} links to /help/${slug}`).toBe(true);
      }
    }
  });

  it('refuse an unknown placeholder, raw HTML and a missing front matter', () => {
    expect(() => fillPlaceholders('{{price.platinum}}', values, 'x')).toThrow(
      'unknown placeholder {{price.platinum}}',
    );
    const front = '---\ntitle: T\ncategory: general\nsummary: S\nkeywords: [k]\nupdated: 2026-11-27\n---\n';
    expect(parseHelpArticle('ok', `${front}Body`).body).toBe('Body');
    expect(() => parseHelpArticle('html', `${front}<script>alert(1)</script>`)).toThrow('raw HTML');
    expect(() => parseHelpArticle('none', 'Body')).toThrow('no front matter');
    expect(() => parseHelpArticle('bad', front.replace('general', 'billing'))).toThrow('bad front matter');
  });
});

describe('the placeholders', () => {
  it('read the plan catalogue, the messaging limits and the support facts', () => {
    expect(values['price.professional']).toBe('$4.99');
    expect(values['price.professional']).toBe(formatPrice(PLAN_CATALOG.professional.price));
    expect(values['payPerPost.price']).toBe('$2');
    expect(helpPlaceholders({ ...settings, jobPostPriceCents: 350 })['payPerPost.price']).toBe('$3.50');
    expect(values['attachments.maxSize']).toBe(`${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`);
    expect(values['attachments.types']).toBe('PDF, JPG, PNG, DOC and DOCX');
    expect(values['support.email']).toBe('help@hirehand.test');
    // Spec 1's hours, from the one config.
    expect(supportHoursText()).toBe(
      `Monday to Friday ${SUPPORT_HOURS[0].open}–${SUPPORT_HOURS[0].close}, Saturday 10:00–16:00 (Pacific time, PST); closed on Sunday`,
    );
  });

  it('markdownToPlainText keeps the words and drops the marks', () => {
    expect(markdownToPlainText('## Hi\n\n- **Bold** and [a link](/help/x), `code`.')).toBe(
      'Hi\n\nBold and a link, code.',
    );
  });
});

import type { HelpArticleDto } from '@hirehand/shared/help/help';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach } from '@/testing/session-fixtures';
import { HelpArticle } from './help-article';

resetAfterEach();

const ARTICLE = 'GET /api/help/articles/:slug';

const article: HelpArticleDto = {
  slug: 'messages-and-attachments',
  title: 'Messages and attachments',
  category: 'jobs',
  category_name: 'Jobs & Applications',
  summary: 'Message other members, and which files you can attach.',
  updated: '2026-11-27',
  body: [
    '## Attaching files',
    '',
    'Allowed types: **PDF, JPG, PNG, DOC and DOCX**. Each file can be at most **10 MB**.',
    '',
    '- See [Avoiding scams](/help/avoiding-scams).',
    '- Or [an outside page](https://example.com/x).',
    '',
    '<script>alert(1)</script><b>raw</b>',
  ].join('\n'),
};

const render = (slug = 'messages-and-attachments') =>
  renderWithApp(<HelpArticle slug={slug} />, { route: `/help/${slug}` });

describe('/help/{slug}', () => {
  it('shows the article from its Markdown: headings, emphasis, lists, the date, and never raw HTML', async () => {
    const api = fakeApi({ [ARTICLE]: json(200, article) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages and attachments' })).toBeTruthy();
    expect(api.callsTo(ARTICLE)[0]!.params.slug).toBe('messages-and-attachments');
    expect(screen.getByText('Jobs & Applications')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Attaching files' })).toBeTruthy();
    expect(screen.getByText('10 MB').tagName).toBe('STRONG');
    expect(screen.getByText(/^Updated /).getAttribute('dateTime')).toBe('2026-11-27');
    expect(document.querySelector('article script, article b')).toBeNull();
    expect(screen.queryByText(/alert\(1\)|raw/)).toBeNull();
    expect(document.title).toContain('Messages and attachments');
  });

  it('follows links to other articles in the app, opens outside links in a new tab, and links to support', async () => {
    fakeApi({ [ARTICLE]: json(200, article) });
    const { router } = render();
    const outside = await screen.findByRole('link', { name: 'an outside page' });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: '← All help articles' }).getAttribute('href')).toBe('/help');
    fireEvent.click(screen.getByRole('link', { name: 'Avoiding scams' }));
    expect(router.state.location.pathname).toBe('/help/avoiding-scams');
  });

  it('says the article was not found on a 404, and offers a retry on other failures', async () => {
    const api = fakeApi({
      [ARTICLE]: json(404, { code: 'help.article_not_found', detail: 'This help article was not found.' }),
    });
    render('no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeTruthy();

    api.on(ARTICLE, json(503, { code: 'service_unavailable', detail: 'x' }));
    render('refunds');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The article could not be loaded. Please try again.',
    );
    api.on(
      ARTICLE,
      json(200, { ...article, slug: 'refunds', title: 'Refunds and the money-back guarantee' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refunds and the money-back guarantee' }),
    ).toBeTruthy();
  });
});

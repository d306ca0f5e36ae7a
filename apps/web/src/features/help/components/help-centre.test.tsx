import type { HelpArticleListDto, HelpSearchDto } from '@hirehand/shared/help/help';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach } from '@/testing/session-fixtures';
import { HelpCentrePage } from './help-page';

resetAfterEach();

const LIST = 'GET /api/help/articles';
const SEARCH = 'GET /api/help/search';

const list: HelpArticleListDto = {
  categories: [
    {
      category: 'general',
      name: 'General Help',
      articles: [
        { slug: 'contact-support', title: 'How to contact support', category: 'general', summary: 's' },
      ],
    },
    {
      category: 'jobs',
      name: 'Jobs & Applications',
      articles: [
        {
          slug: 'messages-and-attachments',
          title: 'Messages and attachments',
          category: 'jobs',
          summary: 's',
        },
        { slug: 'post-a-job', title: 'Posting a job and what it costs', category: 'jobs', summary: 's' },
      ],
    },
  ],
};

const found: HelpSearchDto = {
  query: 'attach a file',
  results: [
    {
      slug: 'messages-and-attachments',
      title: 'Messages and attachments',
      category: 'jobs',
      summary: 's',
      excerpt: 'You can attach files and images to a message. Allowed types: PDF, JPG, PNG, DOC and DOCX.',
      score: 115.2,
    },
  ],
};

const render = (route = '/help') => renderWithApp(<HelpCentrePage />, { route });

describe('/help', () => {
  it('lists the articles under their categories, each linking to its page, and offers support', async () => {
    fakeApi({ [LIST]: json(200, list) });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeTruthy();
    const jobs = await screen.findByRole('region', { name: 'Jobs & Applications' });
    const links = within(jobs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Messages and attachments', '/help/messages-and-attachments'],
      ['Posting a job and what it costs', '/help/post-a-job'],
    ]);
    expect(screen.getByRole('region', { name: 'General Help' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact');
  });

  it('opens the help assistant for a visitor, who is greeted as "there"', async () => {
    fakeApi({ [LIST]: json(200, list) });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Ask the help assistant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help Centre Assistant' });
    expect(within(dialog).getByRole('log').textContent).toContain('Hi there!');
  });

  it('searches the question typed, and shows each result with its excerpt and a link', async () => {
    const api = fakeApi({ [LIST]: json(200, list), [SEARCH]: json(200, found) });
    const { router } = render();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the help centre' }), {
      target: { value: '  attach a file ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Results for “attach a file”' });
    expect(api.callsTo(SEARCH)[0]!.query.get('q')).toBe('attach a file');
    expect(router.state.location.search).toBe('?q=attach+a+file');
    const link = await within(results).findByRole('link', { name: 'Messages and attachments' });
    expect(link.getAttribute('href')).toBe('/help/messages-and-attachments');
    expect(within(results).getByText(/Allowed types: PDF, JPG, PNG, DOC and DOCX\./)).toBeTruthy();
    expect(within(results).getByText('Jobs & Applications')).toBeTruthy();
  });

  it('searches the question in the address, and says when nothing matches', async () => {
    fakeApi({ [LIST]: json(200, list), [SEARCH]: json(200, { query: 'zzqxv', results: [] }) });
    render('/help?q=zzqxv');
    expect(
      await screen.findByText('No articles match “zzqxv”. Try other words, or contact support.'),
    ).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('zzqxv');
  });

  it('asks nothing for an empty search, and says when the articles or the search fail', async () => {
    const api = fakeApi({ [LIST]: json(500, { code: 'internal', detail: 'x' }) });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The help articles could not be loaded. Please try again.',
    );
    expect(api.callsTo(SEARCH)).toHaveLength(0);
    api.on(LIST, json(200, list));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'General Help' })).toBeTruthy();

    api.on(SEARCH, json(500, { code: 'internal', detail: 'x' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'refund' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The search did not work. Please try again.');
  });
});

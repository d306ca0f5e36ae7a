import { HELP_CATEGORIES } from '@hirehand/shared/help/help';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_SCORE_MIN,
  boardUrlOf,
  greetingAnswer,
  helpAnswer,
  humanAnswer,
  jobSearchAnswer,
  NEAR_MISS_MIN,
  searchTermOf,
  supportIntentOf,
} from './support-answer';
import { SUPPORT_TEXTS } from './support-texts';

const hit = (slug: string, score: number) => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `Passage of ${slug}.`,
  score,
});

describe('supportIntentOf', () => {
  it.each([
    'talk to a human',
    'Can I talk to a person please?',
    'I want to speak to someone',
    'let me chat with an agent',
    'Is there a real person there?',
    'I need a representative',
    'How do I contact support?',
  ])('hears a request for a human: %s', (message) => {
    expect(supportIntentOf(message)).toEqual({ kind: 'human' });
  });

  it.each(['hi', 'Hello!', 'hey there', 'help', 'Help me', 'Good morning.', 'I need help'])(
    'hears a bare greeting: %s',
    (message) => {
      expect(supportIntentOf(message)).toEqual({ kind: 'greeting' });
    },
  );

  it.each([
    ['find painting jobs near me', 'painting'],
    ['any plumbing gigs in Toronto', 'plumbing'],
    ['Are there any welding jobs nearby?', 'welding'],
    ['show me open carpentry jobs', 'carpentry'],
    ['jobs near me', null],
    ['find jobs in Halifax', null],
    ['I am looking for cleaning work', 'cleaning'],
  ])('hears a job search: %s', (message, term) => {
    expect(supportIntentOf(message)).toEqual({ kind: 'job_search', term });
  });

  it.each([
    'how do I apply for a job?',
    'How do I post a job?',
    'how does the trust score work',
    'how do I search the job board',
    'my page does not work, any idea?',
    'help me with my password',
  ])('leaves how-to questions to the help centre: %s', (message) => {
    expect(supportIntentOf(message)).toEqual({ kind: 'question' });
  });

  it('reads the kind of work without filler words', () => {
    expect(searchTermOf('find me some good electrical jobs')).toBe('electrical');
    expect(searchTermOf('find jobs')).toBeNull();
  });
});

describe('the built-in answers', () => {
  it('offers a human with the button below, escalating, without articles', () => {
    const answer = humanAnswer();
    expect(answer.escalation).toBe(true);
    expect(answer.articles).toEqual([]);
    expect(answer.response).toContain('button below');
  });

  it("greets with the chosen category's three suggestions, by name when known", () => {
    const answer = greetingAnswer('payments', 'Maya');
    expect(answer.response).toMatch(/^Hi Maya!/);
    expect(answer.suggestions).toEqual([...SUPPORT_TEXTS.categorySuggestions.payments]);
    expect(greetingAnswer('safety', null).response).toMatch(/^Hi! /);
    for (const category of HELP_CATEGORIES) {
      expect(SUPPORT_TEXTS.categorySuggestions[category]).toHaveLength(3);
    }
  });

  it("quotes the best article, links up to 3 related ones, and suggests the others' titles", () => {
    const answer = helpAnswer('safety', [
      hit('trust-score', 250),
      hit('meeting-safely', 120),
      hit('far', 10),
    ]);
    expect(answer.escalation).toBe(false);
    expect(answer.response).toBe(
      `From “Title of trust-score”: Passage of trust-score. ${SUPPORT_TEXTS.readMore}`,
    );
    expect(answer.articles.map((a) => a.slug)).toEqual(['trust-score', 'meeting-safely']);
    expect(answer.articles[0]).toEqual({
      slug: 'trust-score',
      title: 'Title of trust-score',
      url: '/help/trust-score',
      excerpt: 'Passage of trust-score.',
    });
    expect(answer.suggestions[0]).toBe('Title of meeting-safely');
    expect(answer.suggestions.length).toBeLessThanOrEqual(3);
  });

  it('escalates honestly when no article answers well, showing the near misses', () => {
    const weak = helpAnswer('general', [
      hit('report-a-problem', ANSWER_SCORE_MIN - 1),
      hit('stray-word', NEAR_MISS_MIN - 1),
    ]);
    expect(weak.escalation).toBe(true);
    expect(weak.response).toContain('I could not find an answer in the help centre');
    expect(weak.response).toContain(SUPPORT_TEXTS.nearMisses);
    expect(weak.articles.map((a) => a.slug)).toEqual(['report-a-problem']);
    expect(helpAnswer('general', [hit('stray-word', 1)]).articles).toEqual([]);
    const none = helpAnswer('general', []);
    expect(none.escalation).toBe(true);
    expect(none.articles).toEqual([]);
  });

  it('says what a job search found, from the counts given, and never claims jobs when there are none', () => {
    expect(
      jobSearchAnswer({ what: 'painting', near: 'Toronto', count: 1, atLeast: false, shown: 1 }).response,
    ).toBe(`I found 1 open painting job near Toronto. ${SUPPORT_TEXTS.jobsBelow}`);
    expect(
      jobSearchAnswer({ what: null, near: null, count: 20, atLeast: true, shown: 3 }).response,
    ).toContain('I found 20 or more open jobs.');
    const none = jobSearchAnswer({ what: 'painting', near: 'Toronto', count: 0, atLeast: false, shown: 0 });
    expect(none.response).toContain('I found no open painting jobs near Toronto');
    expect(none.response).toContain('wider search');
  });

  it('links the board search for the words', () => {
    expect(boardUrlOf('painting')).toBe('/?searchTerm=painting#work');
    expect(boardUrlOf('floor tiling')).toBe('/?searchTerm=floor%20tiling#work');
    expect(boardUrlOf(null)).toBe('/#work');
  });

  it('holds no canned marketing figures (every figure comes from an article or the app)', () => {
    const texts = JSON.stringify(SUPPORT_TEXTS);
    expect(texts).not.toMatch(/\d+\s*x\b|\$\s*\d|\d+\s*%|\b\d+\s*(?:hours?|days?|business days)\b/i);
    expect(texts).not.toMatch(/\d/);
  });
});

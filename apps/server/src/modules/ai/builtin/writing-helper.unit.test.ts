import { readAiSuggestion } from '@hirehand/shared/ai/job-post-reply';
import { describe, expect, it } from 'vitest';
import { builtinJobPostDraft, formatJobPostDraft } from './writing-helper';

/** The wizard's own rules (spec 3 §7), the very function the wizard calls. */
function readAsTheWizardDoes(reply: string) {
  const read = readAiSuggestion(reply);
  return { ...read, mentionsCategory: (category: string) => read.category === category };
}

describe('the built-in writing helper', () => {
  it('writes a one-off job as a fixed price, with a title under 100 characters and 2 to 5 sentences', () => {
    const reply = formatJobPostDraft(
      builtinJobPostDraft({
        message: 'I need someone to install a new electrical panel and rewire the kitchen outlets',
        skills: ['Panel Upgrades', 'Electrical Wiring'],
        category: 'electrical',
      }),
    );
    const read = readAsTheWizardDoes(reply);
    expect(read.title).toBe('Install a new electrical panel and rewire the kitchen outlets');
    expect(read.title!.length).toBeLessThan(100);
    const sentences = read.description!.split(/(?<=\.)\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(5);
    expect(read.description).toContain('panel upgrades and electrical wiring');
    expect(read.pricing).toBe('fixed');
    expect(read.mentionsCategory('electrical')).toBe(true);
  });

  it('writes ongoing work as hourly', () => {
    const read = readAsTheWizardDoes(
      formatJobPostDraft(
        builtinJobPostDraft({
          message: 'We need a part-time cleaner every week for our office',
          skills: ['Commercial Cleaning'],
          category: 'cleaning',
        }),
      ),
    );
    expect(read.pricing).toBe('hourly');
    expect(read.mentionsCategory('cleaning')).toBe(true);
  });

  it('cuts a long request to a title under 100 characters at a word', () => {
    const draft = builtinJobPostDraft({
      message: `Build ${'a very long garden fence '.repeat(10)}`,
      skills: [],
      category: null,
    });
    expect(draft.title.length).toBeLessThan(100);
    expect(draft.title.endsWith('…')).toBe(true);
    expect(draft.category).toBe('other');
  });
});

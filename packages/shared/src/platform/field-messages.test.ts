import { describe, expect, it } from 'vitest';
import { ApplyInput, DeclineInput } from '../applications/applications';
import { RegisterInput } from '../auth/auth';
import { ContactInput } from '../contact/contact';
import { AddExperienceInput } from '../experience/experience';
import { CreateGigInput } from '../gigs/create-gig';
import { CreateConversationInput } from '../messaging/messaging';
import { UpdateProfileInput } from '../profile/profile';
import { isWebAddress } from './url';

/** The message of the first issue at `field`. */
function messageAt(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  expect(result.success).toBe(false);
  return result.error!.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('limit messages name the field, in words people read', () => {
  it('says which field is too long, with the limit written as people write numbers', () => {
    expect(messageAt(ApplyInput.safeParse({ cover_letter: 'x'.repeat(5001) }), 'cover_letter')).toBe(
      'Cover letter can be at most 5,000 characters',
    );
    expect(messageAt(UpdateProfileInput.safeParse({ bio: 'x'.repeat(2001) }), 'bio')).toBe(
      'Bio can be at most 2,000 characters',
    );
    expect(messageAt(DeclineInput.safeParse({ message: 'x'.repeat(1001) }), 'message')).toBe(
      'Note can be at most 1,000 characters',
    );
    expect(
      messageAt(
        AddExperienceInput.safeParse({ title: 'Panel', description: 'x'.repeat(2001) }),
        'description',
      ),
    ).toBe('Description can be at most 2,000 characters');
    expect(
      messageAt(
        CreateConversationInput.safeParse({ participant_ids: ['a'], title: 'x'.repeat(201) }),
        'title',
      ),
    ).toBe('Title can be at most 200 characters');
    expect(
      messageAt(
        ContactInput.safeParse({
          name: 'Ana',
          email: 'ana@example.ca',
          subject: 'Hi',
          message: 'x'.repeat(5001),
        }),
        'message',
      ),
    ).toBe('Message can be at most 5,000 characters');
  });

  it('quotes the skill that is too long, so the person knows which one', () => {
    const skill = 'Heavy equipment operation and maintenance for municipal fleets';
    for (const result of [
      UpdateProfileInput.safeParse({ skills: ['Plumbing', skill] }),
      RegisterInput.safeParse({ skills: [skill] }),
      CreateGigInput.safeParse({ skills_required: [skill] }),
    ]) {
      const issue = result.error!.issues.find((i) => String(i.path[0]).startsWith('skill'))!;
      expect(issue.message).toBe('Each skill can be at most 60 characters: "Heavy equipment oper…"');
    }
  });

  it('says how many items a list may hold', () => {
    const skills = Array.from({ length: 51 }, (_, i) => `skill ${i}`);
    expect(messageAt(UpdateProfileInput.safeParse({ skills }), 'skills')).toBe('Add at most 50 skills');
  });

  it('never shows zod’s own words', () => {
    const results = [
      ApplyInput.safeParse({ cover_letter: 'x'.repeat(6000), proposed_rate: -1, proposed_timeline: 5000 }),
      UpdateProfileInput.safeParse({
        full_name: 'x'.repeat(121),
        city: 'x'.repeat(121),
        skills: ['x'.repeat(61)],
      }),
      CreateGigInput.safeParse({ location: 'x'.repeat(201), openings: 101, company: 'x'.repeat(121) }),
      AddExperienceInput.safeParse({
        title: 'x'.repeat(121),
        description: 'd',
        hourly_rate: -5,
        duration_days: 1e6,
      }),
    ];
    const messages = results.flatMap((result) => result.error!.issues.map((issue) => issue.message));
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(message).not.toMatch(/Too (big|small)|expected|<=|>=/);
  });
});

describe('links people give', () => {
  it('are web addresses: https or http with a host, no scripts, data or credentials', () => {
    expect(isWebAddress('https://example.ca/work')).toBe(true);
    expect(isWebAddress('http://example.ca')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://example.ca',
      'https://user:secret@example.ca',
      'example.ca',
      '//example.ca',
    ]) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
  });

  it('are refused everywhere with a text that names the field', () => {
    const gig = CreateGigInput.safeParse({
      portfolio_samples: ['javascript:alert(1)'],
      images: ['data:image/png,x'],
    });
    expect(gig.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['images.0', 'Each image link must be a web address starting with https://'],
      ['portfolio_samples.0', 'Each portfolio sample must be a web address starting with https://'],
    ]);
    const apply = ApplyInput.safeParse({ cover_letter: 'Hi', portfolio_links: ['javascript:void(0)'] });
    expect(messageAt(apply, 'portfolio_links')).toBe(
      'Each portfolio link must be a web address starting with https://',
    );
    const entry = AddExperienceInput.safeParse({
      title: 'T',
      description: 'D',
      work_samples: ['vbscript:x'],
    });
    expect(messageAt(entry, 'work_samples')).toBe(
      'Each work sample must be a web address starting with https://',
    );
    expect(CreateGigInput.parse({ portfolio_samples: [' https://example.ca/a '] }).portfolio_samples).toEqual(
      ['https://example.ca/a'],
    );
  });
});

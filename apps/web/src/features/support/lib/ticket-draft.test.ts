import { describe, expect, it } from 'vitest';
import { ticketDraft } from './ticket-draft';

const texts = {
  subject: 'Support request: General Help',
  pad: (message: string) => `Support request: ${message}`,
};

describe('ticketDraft', () => {
  it('takes the first message as the subject (cut to 150) and joins every message', () => {
    const long = 'a'.repeat(200);
    const draft = ticketDraft([long, 'second question'], texts);
    expect(draft.subject).toHaveLength(150);
    expect(draft.subject.endsWith('…')).toBe(true);
    expect(draft.message).toBe(`${long}\n\nsecond question`);
  });

  it('falls back to the category for a subject and pads a short message', () => {
    expect(ticketDraft(['hi'], texts)).toEqual({
      subject: 'Support request: General Help',
      message: 'Support request: hi',
    });
    expect(ticketDraft([], texts).message).toBe('Support request: Support request: General Help');
  });
});

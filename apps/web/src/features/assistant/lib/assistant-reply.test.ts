import { describe, expect, it } from 'vitest';
import { replyTopic } from './assistant-reply';

describe('replyTopic', () => {
  it.each([
    ['how does trust score work', 'trust'],
    ['What is my SCORE?', 'trust'],
    ['post a weekend helper job', 'post'],
    ['I want to hire a plumber', 'post'],
    ['find painting jobs near me', 'jobs'],
    ['show me student-friendly gigs', 'jobs'],
    ['any work in Calgary', 'jobs'],
    ['hello there', 'generic'],
    ['', 'generic'],
  ] as const)('%s -> %s', (message, topic) => {
    expect(replyTopic(message)).toBe(topic);
  });

  it('matches whole words only', () => {
    expect(replyTopic('network settings')).toBe('generic');
  });
});

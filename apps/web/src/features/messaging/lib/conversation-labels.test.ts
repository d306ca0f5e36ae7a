import { describe, expect, it } from 'vitest';
import { ACME, buildConversation, ME, OLIVIA, SAM, t } from '../testing/messaging-fixtures';
import {
  conversationRowLabels,
  conversationTitle,
  matchesSearch,
  messagePreview,
  threadHeader,
} from './conversation-labels';

const last = (overrides: Partial<NonNullable<Parameters<typeof messagePreview>[0]>> = {}) => ({
  id: 'm1',
  sender_id: OLIVIA.id,
  content: 'See you at 9',
  message_type: 'text' as const,
  created_at: '2026-05-04T12:00:00.000Z',
  ...overrides,
});

describe('conversationRowLabels', () => {
  it('leads with the other person, their picture, and the job and title under the name', () => {
    expect(conversationRowLabels(buildConversation({ job_title: 'Deck repair' }), ME.id, t)).toEqual({
      name: 'Olivia Tremblay',
      about: 'Deck repair',
      person: OLIVIA,
    });
    expect(
      conversationRowLabels(buildConversation({ title: 'Site visit', job_title: 'Deck repair' }), ME.id, t),
    ).toEqual({ name: 'Olivia Tremblay', about: 'Site visit · Deck repair', person: OLIVIA });
    expect(conversationRowLabels(buildConversation(), ME.id, t)).toEqual({
      name: 'Olivia Tremblay',
      about: null,
      person: OLIVIA,
    });
    expect(
      conversationRowLabels(buildConversation({ participants: [ME, { ...OLIVIA, full_name: '' }] }), ME.id, t)
        .name,
    ).toBe('Unknown User');
  });

  it('a group: its title or "Group: " and the names, the job under it, no one person', () => {
    const group = buildConversation({ participants: [ME, OLIVIA, SAM], job_title: 'Deck repair' });
    expect(conversationRowLabels(group, ME.id, t)).toEqual({
      name: 'Group: Olivia Tremblay, Sam Chen',
      about: 'Deck repair',
      person: null,
    });
    expect(conversationRowLabels({ ...group, title: 'Crew' }, ME.id, t)).toEqual({
      name: 'Crew',
      about: 'Deck repair',
      person: null,
    });
  });
});

describe('conversationTitle, in order of preference', () => {
  it('prefers the explicit title, then "Discussion: " and the job title', () => {
    expect(
      conversationTitle(buildConversation({ title: 'Site visit', job_title: 'Electrician' }), ME.id, t),
    ).toBe('Site visit');
    expect(conversationTitle(buildConversation({ job_title: 'Licensed electrician' }), ME.id, t)).toBe(
      'Discussion: Licensed electrician',
    );
  });

  it('then the single other participant, "Unknown User" when their name is missing', () => {
    expect(conversationTitle(buildConversation(), ME.id, t)).toBe('Olivia Tremblay');
    expect(
      conversationTitle(buildConversation({ participants: [ME, { ...OLIVIA, full_name: ' ' }] }), ME.id, t),
    ).toBe('Unknown User');
  });

  it('then "Group: " with the first two names and +N, else "Conversation"', () => {
    expect(conversationTitle(buildConversation({ participants: [ME, OLIVIA, SAM] }), ME.id, t)).toBe(
      'Group: Olivia Tremblay, Sam Chen',
    );
    expect(conversationTitle(buildConversation({ participants: [ME, OLIVIA, SAM, ACME] }), ME.id, t)).toBe(
      'Group: Olivia Tremblay, Sam Chen +1',
    );
    expect(conversationTitle(buildConversation({ participants: [ME] }), ME.id, t)).toBe('Conversation');
  });
});

describe('threadHeader', () => {
  it('with a job: its title and "Discussion with" the names', () => {
    expect(
      threadHeader(
        buildConversation({ job_title: 'Deck repair', participants: [ME, OLIVIA, SAM] }),
        ME.id,
        t,
      ),
    ).toEqual({ title: 'Deck repair', subtitle: 'Discussion with Olivia Tremblay, Sam Chen' });
  });

  it('with one other person: their name and Employer or Service Provider by user type', () => {
    expect(threadHeader(buildConversation(), ME.id, t)).toEqual({
      title: 'Olivia Tremblay',
      subtitle: 'Employer',
    });
    expect(threadHeader(buildConversation({ participants: [ME, ACME] }), ME.id, t).subtitle).toBe('Employer');
    expect(threadHeader(buildConversation({ participants: [OLIVIA, ME] }), OLIVIA.id, t)).toEqual({
      title: 'Maya Worker',
      subtitle: 'Service Provider',
    });
  });

  it('with several: "Group Chat (count)" and the names', () => {
    expect(threadHeader(buildConversation({ participants: [ME, OLIVIA, SAM] }), ME.id, t)).toEqual({
      title: 'Group Chat (3)',
      subtitle: 'Olivia Tremblay, Sam Chen',
    });
  });
});

describe('messagePreview', () => {
  it('says "No messages yet" without a last message', () => {
    expect(messagePreview(null, ME.id, t)).toEqual({ kind: 'none', prefix: '', text: 'No messages yet' });
  });

  it('prefixes "You: " on one\'s own, and shows Image or File for attachments', () => {
    expect(messagePreview(last({ sender_id: ME.id }), ME.id, t)).toEqual({
      kind: 'text',
      prefix: 'You: ',
      text: 'See you at 9',
    });
    expect(
      messagePreview(last({ message_type: 'image', content: '📷 Uploaded image: a.png' }), ME.id, t),
    ).toEqual({
      kind: 'image',
      prefix: '',
      text: 'Image',
    });
    expect(messagePreview(last({ message_type: 'file', sender_id: ME.id }), ME.id, t)).toEqual({
      kind: 'file',
      prefix: 'You: ',
      text: 'File',
    });
  });
});

describe('matchesSearch', () => {
  const conversation = buildConversation({
    title: 'Kitchen',
    job_title: 'Plumber needed',
    participants: [ME, OLIVIA],
  });
  it('matches a participant name, the job title or the title, ignoring case', () => {
    expect(matchesSearch(conversation, 'olivia')).toBe(true);
    expect(matchesSearch(conversation, 'PLUMB')).toBe(true);
    expect(matchesSearch(conversation, 'kitch')).toBe(true);
    expect(matchesSearch(conversation, '  ')).toBe(true);
    expect(matchesSearch(conversation, 'roofer')).toBe(false);
  });
});

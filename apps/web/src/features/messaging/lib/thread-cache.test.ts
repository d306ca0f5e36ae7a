import { describe, expect, it } from 'vitest';
import { buildConversation, buildMessage, ME, OLIVIA, SAM } from '../testing/messaging-fixtures';
import {
  appendOlderPage,
  applyMessageStatus,
  applyNewMessage,
  findJobConversation,
  mergeMessages,
  mergeNewestPage,
  putOnTop,
  withConversations,
} from './thread-cache';

describe('mergeMessages', () => {
  it('adds without duplicates, oldest first, and never takes back a receipt', () => {
    const a = buildMessage({ sender_id: ME.id, delivered_to: [OLIVIA.id] });
    const b = buildMessage();
    const staleA = { ...a, delivered_to: [] };
    const merged = mergeMessages([b], [staleA, a, b]);
    expect(merged.map((message) => message.id)).toEqual([a.id, b.id]);
    expect(merged[0]!.delivered_to).toEqual([OLIVIA.id]);
  });
});

describe('mergeNewestPage', () => {
  it('keeps older pages when the newest page reaches back into the cache', () => {
    const [m1, m2, m3, m4] = [buildMessage(), buildMessage(), buildMessage(), buildMessage()];
    const cached = { messages: [m1!, m2!, m3!], has_more: false };
    expect(mergeNewestPage(cached, { messages: [m3!, m4!], has_more: true })).toEqual({
      messages: [m1, m2, m3, m4],
      has_more: false,
    });
  });

  it('starts over after a gap bigger than a page', () => {
    const [m1, m5, m6] = [buildMessage(), buildMessage(), buildMessage()];
    expect(
      mergeNewestPage({ messages: [m1!], has_more: false }, { messages: [m5!, m6!], has_more: true }),
    ).toEqual({
      messages: [m5, m6],
      has_more: true,
    });
  });
});

describe('applyMessageStatus', () => {
  const conversation = [
    buildMessage({ id: 'x1', sender_id: ME.id }),
    buildMessage({ id: 'x2', sender_id: OLIVIA.id }),
    buildMessage({ id: 'x3', sender_id: ME.id }),
    buildMessage({ id: 'x4', sender_id: ME.id }),
  ];
  const event = (status: 'delivered' | 'read', message_id: string) => ({
    type: 'message_status' as const,
    conversation_id: 'c-1',
    message_id,
    user_id: OLIVIA.id,
    status,
    at: '2026-05-04T12:10:00.000Z',
  });

  it('covers every message up to and including message_id that others sent', () => {
    const read = applyMessageStatus(conversation, event('read', 'x3'))!;
    expect(read.map((message) => [message.id, message.read_by, message.delivered_to])).toEqual([
      ['x1', [OLIVIA.id], [OLIVIA.id]],
      ['x2', [], []],
      ['x3', [OLIVIA.id], [OLIVIA.id]],
      ['x4', [], []],
    ]);
    const delivered = applyMessageStatus(read, event('delivered', 'x4'))!;
    expect(delivered.map((message) => [message.id, message.read_by, message.delivered_to])).toEqual([
      ['x1', [OLIVIA.id], [OLIVIA.id]],
      ['x2', [], []],
      ['x3', [OLIVIA.id], [OLIVIA.id]],
      ['x4', [], [OLIVIA.id]],
    ]);
  });

  it('answers null for a message the thread does not hold', () => {
    expect(applyMessageStatus(conversation, event('read', 'elsewhere'))).toBeNull();
  });
});

describe('applyNewMessage', () => {
  const older = buildConversation({ id: 'c-old', updated_at: '2026-05-01T00:00:00.000Z', unread_count: 0 });
  const newer = buildConversation({ id: 'c-new', updated_at: '2026-05-03T00:00:00.000Z', unread_count: 2 });

  it('moves the conversation to the top with the new preview and one more unread', () => {
    const message = buildMessage({ conversation_id: 'c-old', sender_id: OLIVIA.id, content: 'Hello' });
    const list = applyNewMessage([newer, older], message, { userId: ME.id, seen: false })!;
    expect(list.map((item) => item.id)).toEqual(['c-old', 'c-new']);
    expect(list[0]!.last_message?.content).toBe('Hello');
    expect(list[0]!.unread_count).toBe(1);
  });

  it("does not count one's own message, a message on screen, or the same message twice", () => {
    const own = buildMessage({ conversation_id: 'c-old', sender_id: ME.id });
    expect(applyNewMessage([older], own, { userId: ME.id, seen: false })![0]!.unread_count).toBe(0);
    const seen = buildMessage({ conversation_id: 'c-old', sender_id: OLIVIA.id });
    expect(applyNewMessage([older], seen, { userId: ME.id, seen: true })![0]!.unread_count).toBe(0);
    const once = applyNewMessage([older], seen, { userId: ME.id, seen: false })!;
    expect(applyNewMessage(once, seen, { userId: ME.id, seen: false })![0]!.unread_count).toBe(1);
  });

  it('answers null for a conversation the list does not hold', () => {
    expect(
      applyNewMessage([older], buildMessage({ conversation_id: 'c-x' }), { userId: ME.id, seen: false }),
    ).toBeNull();
  });
});

describe('putOnTop and findJobConversation', () => {
  it('puts a created conversation first without a duplicate', () => {
    const a = buildConversation({ id: 'a' });
    const b = buildConversation({ id: 'b' });
    expect(putOnTop([a, b], { ...b, title: 'new' }).map((item) => [item.id, item.title])).toEqual([
      ['b', 'new'],
      ['a', null],
    ]);
  });

  it("finds the job's conversation with that one person only", () => {
    const group = buildConversation({ id: 'g', job_id: 'JOB-1', participants: [ME, OLIVIA, SAM] });
    const pair = buildConversation({ id: 'p', job_id: 'job-1', participants: [ME, OLIVIA] });
    const other = buildConversation({ id: 'o', job_id: 'job-2', participants: [ME, OLIVIA] });
    expect(findJobConversation([group, other, pair], 'job-1', OLIVIA.id, ME.id)?.id).toBe('p');
    expect(findJobConversation([group, other], 'job-1', OLIVIA.id, ME.id)).toBeUndefined();
    expect(findJobConversation([group, other], 'job-1', undefined, ME.id)?.id).toBe('g');
  });
});

describe('withConversations and appendOlderPage (the unread total counts pages not loaded)', () => {
  const a = buildConversation({ id: 'c-a', unread_count: 2 });
  const b = buildConversation({ id: 'c-b', unread_count: 0 });
  // 7 unread in all: 2 in the loaded rows, 5 on pages not loaded.
  const cached = { conversations: [a, b], has_more: true, unread_total: 7 };

  it('moves the total by what the loaded rows moved', () => {
    const read = withConversations(cached, [{ ...a, unread_count: 0 }, b]);
    expect(read).toEqual({ conversations: [{ ...a, unread_count: 0 }, b], has_more: true, unread_total: 5 });
    const more = withConversations(cached, [{ ...b, unread_count: 1 }, a]);
    expect(more.unread_total).toBe(8);
  });

  it('does not count a row new to the cache twice (the server counted it)', () => {
    const found = buildConversation({ id: 'c-old', unread_count: 3 });
    expect(withConversations(cached, putOnTop(cached.conversations, found)).unread_total).toBe(7);
    expect(withConversations(undefined, [found])).toEqual({
      conversations: [found],
      has_more: false,
      unread_total: 3,
    });
  });

  it('appends an older page without repeating a row that moved up, taking its total and has_more', () => {
    const c = buildConversation({ id: 'c-c' });
    const page = { conversations: [b, c], has_more: false, unread_total: 6 };
    expect(appendOlderPage(cached, page)).toEqual({
      conversations: [a, b, c],
      has_more: false,
      unread_total: 6,
    });
  });
});

import type { ConversationDto, LastMessageDto, ParticipantDto } from '@hirehand/shared/messaging/messaging';
import type { TFunction } from 'i18next';

export type MessagingT = TFunction<'messaging'>;

/** Everyone in the conversation except the current user. */
export const otherParticipants = (conversation: Pick<ConversationDto, 'participants'>, userId: string) =>
  conversation.participants.filter((person) => person.id !== userId);

const nameOf = (person: ParticipantDto | undefined, t: MessagingT) =>
  person?.full_name.trim() || t('title_rule.unknownUser');

/**
 * The conversation title rule, in order: the explicit title; "Discussion: " and the
 * job title; the single other participant's name ("Unknown User" if missing); "Group: " with the
 * first two names and "+N"; "Conversation".
 */
export function conversationTitle(
  conversation: Pick<ConversationDto, 'title' | 'job_title' | 'participants'>,
  userId: string,
  t: MessagingT,
): string {
  if (conversation.title?.trim()) return conversation.title.trim();
  if (conversation.job_title?.trim())
    return t('title_rule.discussion', { job: conversation.job_title.trim() });
  const others = otherParticipants(conversation, userId);
  if (others.length === 1) return nameOf(others[0], t);
  if (others.length > 1) return groupName(others, t);
  return t('title_rule.conversation');
}

/** "Group: " with the first two names and "+N". */
function groupName(others: ParticipantDto[], t: MessagingT): string {
  const names = others
    .slice(0, 2)
    .map((person) => nameOf(person, t))
    .join(', ');
  const more = others.length - 2;
  return more > 0 ? t('title_rule.groupMore', { names, count: more }) : t('title_rule.group', { names });
}

export interface RowLabels {
  /** Who the conversation is with: the other person's name, or the group's title. */
  name: string;
  /** What it is about, under the name: its own title and the job's, or null. */
  about: string | null;
  /** The one other person (their picture and presence), or null for a group. */
  person: ParticipantDto | null;
}

/**
 * A list row's labels. People look for a person, so the row leads with the other person's name
 * and picture, and the job ("Discussion: " in the title rule) goes on the line under it. A group
 * leads with its title, or "Group: " and the names.
 */
export function conversationRowLabels(
  conversation: Pick<ConversationDto, 'title' | 'job_title' | 'participants'>,
  userId: string,
  t: MessagingT,
): RowLabels {
  const others = otherParticipants(conversation, userId);
  const title = conversation.title?.trim() || null;
  const job = conversation.job_title?.trim() || null;
  if (others.length === 1) {
    return {
      name: nameOf(others[0], t),
      about: [title, job].filter(Boolean).join(' · ') || null,
      person: others[0]!,
    };
  }
  if (others.length > 1) return { name: title ?? groupName(others, t), about: job, person: null };
  return { name: conversationTitle(conversation, userId, t), about: title ? job : null, person: null };
}

/** "Employer" for employers and companies; everyone else is a service provider. */
export const roleLabel = (person: Pick<ParticipantDto, 'user_type'>, t: MessagingT) =>
  person.user_type === 'worker' ? t('thread.serviceProvider') : t('thread.employer');

/**
 * The thread header: with a job, its title and "Discussion with" the names; with one
 * other person, their name and role; with several, "Group Chat (count)" and the names.
 */
export function threadHeader(
  conversation: Pick<ConversationDto, 'title' | 'job_title' | 'participants'>,
  userId: string,
  t: MessagingT,
): { title: string; subtitle: string } {
  const others = otherParticipants(conversation, userId);
  const names = others.map((person) => nameOf(person, t)).join(', ');
  if (conversation.job_title?.trim()) {
    return { title: conversation.job_title.trim(), subtitle: t('thread.discussionWith', { names }) };
  }
  if (others.length === 1) {
    const other = others[0]!;
    return { title: nameOf(other, t), subtitle: roleLabel(other, t) };
  }
  if (others.length > 1) {
    return { title: t('thread.groupChat', { count: conversation.participants.length }), subtitle: names };
  }
  return { title: conversationTitle(conversation, userId, t), subtitle: '' };
}

export interface MessagePreview {
  /** image and file previews carry an icon before their word. */
  kind: 'none' | 'text' | 'image' | 'file';
  /** "You: " when the current user sent it. */
  prefix: string;
  text: string;
}

/**
 * The list row's last-message preview: "No messages yet"; "You: " for one's own;
 * an image shows "Image", a file "File" (each with its icon); otherwise the content.
 */
export function messagePreview(last: LastMessageDto | null, userId: string, t: MessagingT): MessagePreview {
  if (!last) return { kind: 'none', prefix: '', text: t('preview.none') };
  const prefix = last.sender_id === userId ? t('preview.you') : '';
  if (last.message_type === 'image') return { kind: 'image', prefix, text: t('preview.image') };
  if (last.message_type === 'file') return { kind: 'file', prefix, text: t('preview.file') };
  return { kind: 'text', prefix, text: last.content.replace(/\s+/g, ' ').trim() };
}

/** The search box filters by a participant's full name, the job title or the conversation title. */
export function matchesSearch(
  conversation: Pick<ConversationDto, 'title' | 'job_title' | 'participants'>,
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase('en-CA');
  if (!needle) return true;
  const haystack = [
    conversation.title ?? '',
    conversation.job_title ?? '',
    ...conversation.participants.map((person) => person.full_name),
  ];
  return haystack.some((value) => value.toLocaleLowerCase('en-CA').includes(needle));
}

/**
 * Messaging's bus events; their payloads are in platform/bus/domain-events.ts with every
 * other event, and socket/messaging.realtime.ts turns them into socket frames.
 */

/** Published after the message is committed; the realtime hub delivers it to the participants. */
export const MESSAGE_CREATED_EVENT = 'message.created';
/** Published after a participant's read state is committed. */
export const MESSAGE_READ_EVENT = 'message.read';
/** Published after a participant's delivery state moved forward. */
export const MESSAGE_DELIVERED_EVENT = 'message.delivered';
/** A participant is (or stopped) typing; never stored. */
export const TYPING_EVENT = 'messaging.typing';
/** A user came online, stepped away or went offline; never stored. */
export const PRESENCE_EVENT = 'presence.changed';

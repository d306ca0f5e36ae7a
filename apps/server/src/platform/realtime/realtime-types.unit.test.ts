import { describe, expect, it } from 'vitest';
import { typeErrors } from '../../../test/typecheck';

/*
 * The bus and the socket are typed end to end: an event's payload reaches its subscribers and
 * routes with its own type, and a frame is one of the registered ones. These fixtures are
 * compiled against the real code; the wrong ones must not compile.
 */
const HEADER = `
import type { EventBus } from '../bus/event-bus';
import type { EventRoutes, FrameHandlers } from './realtime-router';
declare const bus: EventBus;
`;

const fixture = (name: string) => `src/platform/realtime/${name}.fixture.ts`;

const cases = {
  typed: `${HEADER}
export const routes: EventRoutes = {
  'message.read': (p) =>
    p.messageId ? [{ userIds: p.participantIds, frame: { type: 'user_status', user_id: p.userId, status: 'online' } }] : [],
  'session.revoked': (p) => [{ userIds: p.sessionIds, frame: { type: 'pong' } }],
};
export const handlers: FrameHandlers = {
  typing: (connection, frame) => void [connection.userId, frame.conversation_id, frame.is_typing],
};
bus.subscribe((event) => {
  if (event.type === 'session.revoked') event.payload.sessionIds.join(',');
  if (event.type === 'message.created') void event.payload.message.content;
});
void bus.publish({ type: 'session.revoked', payload: { sessionIds: ['s1'] } });
`,
  wrongRoutePayload: `${HEADER}
export const routes: EventRoutes = {
  'message.read': (p: { sessionIds: string[] }) => [{ userIds: p.sessionIds, frame: { type: 'pong' } }],
};
`,
  missingPayloadField: `${HEADER}
export const routes: EventRoutes = {
  'session.revoked': (p) => [{ userIds: [p.userId], frame: { type: 'pong' } }],
};
`,
  unregisteredFrame: `${HEADER}
export const routes: EventRoutes = {
  'session.revoked': (p) => [{ userIds: p.sessionIds, frame: { type: 'shout', text: 'hi' } }],
};
`,
  wrongClientFrame: `${HEADER}
export const handlers: FrameHandlers = {
  typing: (_connection, frame) => void frame.message_id,
};
`,
  wrongSubscriberPayload: `${HEADER}
bus.subscribe((event) => {
  if (event.type === 'session.revoked') void event.payload.userId;
});
`,
  wrongPublish: `${HEADER}
void bus.publish({ type: 'session.revoked', payload: { ids: ['s1'] } });
`,
};

describe('the realtime types (no casts in subscribers)', () => {
  it('compile a typed route, frame handler, subscriber and publish, and refuse wrong payloads and frames', () => {
    const errors = typeErrors(
      Object.fromEntries(Object.entries(cases).map(([name, text]) => [fixture(name), text])),
    );
    expect(errors[fixture('typed')]).toEqual([]);
    for (const name of Object.keys(cases).filter((name) => name !== 'typed')) {
      expect(errors[fixture(name)], name).not.toEqual([]);
    }
    expect(errors[fixture('missingPayloadField')]?.join('\n')).toContain("Property 'userId' does not exist");
    expect(errors[fixture('unregisteredFrame')]?.join('\n')).toContain('"shout"');
    expect(errors[fixture('wrongClientFrame')]?.join('\n')).toContain("Property 'message_id' does not exist");
    expect(errors[fixture('wrongSubscriberPayload')]?.join('\n')).toContain(
      "Property 'userId' does not exist",
    );
  }, 120_000);
});

import { z } from 'zod';
import { messagingClientFrames, messagingServerFrames } from '../messaging/realtime';
import { notificationServerFrames } from '../notifications/realtime';
import { platformClientFrames, platformServerFrames } from './realtime';

/*
 * The registry of socket frames: the platform's, then each feature's. A feature adds its frames
 * here (one spread per list), and from then on the server's routes and handlers and the web's
 * subscribers are typed against them; a frame that is not registered does not compile.
 */

/** What a client may send. Anything else is ignored. */
export const ClientFrame = z.discriminatedUnion('type', [...platformClientFrames, ...messagingClientFrames]);
/** A frame as a client writes it (defaults may be left out). */
export type ClientFrame = z.input<typeof ClientFrame>;
/** A frame as the server handles it, after parsing. */
export type ParsedClientFrame = z.output<typeof ClientFrame>;
export type ClientFrameType = ParsedClientFrame['type'];
export type ClientFrameOf<T extends ClientFrameType> = Extract<ParsedClientFrame, { type: T }>;

/** What the server pushes. */
export const ServerFrame = z.discriminatedUnion('type', [
  ...platformServerFrames,
  ...messagingServerFrames,
  ...notificationServerFrames,
]);
export type ServerFrame = z.infer<typeof ServerFrame>;
export type ServerFrameType = ServerFrame['type'];
export type ServerFrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;

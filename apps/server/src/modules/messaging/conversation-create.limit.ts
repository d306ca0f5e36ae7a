import { CONVERSATION_CREATE_RATE_LIMIT } from '@hirehand/shared/messaging/messaging';
import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import type { FastifyInstance } from 'fastify';
import { type PreHandler, perUserLimit } from '../../platform/request-limit';
import { messageSendLimit } from './message-send.limit';

/**
 * preHandlers for POST /api/conversations (after app.authenticate, so per user): every request
 * counts against CONVERSATION_CREATE_RATE_LIMIT, whether it starts a conversation, finds one or
 * names someone by e-mail (each is a probe of who has an account); and a request carrying an
 * initial message counts against the send limit like any other message, refused before anything
 * is created when that limit is spent.
 */
export function conversationCreateLimits(app: FastifyInstance): PreHandler[] {
  const perUserCreateLimit = perUserLimit(
    app,
    'conversation-create',
    CONVERSATION_CREATE_RATE_LIMIT,
    MESSAGING_ERRORS.tooManyConversations,
  );
  const sendLimit = messageSendLimit(app);
  // Runs after validation: the body is parsed, and a blank initial_message is already absent.
  const initialMessageLimit: PreHandler = async (request, reply) => {
    const body = request.body as { initial_message?: string } | undefined;
    if (body?.initial_message) await sendLimit(request, reply);
  };
  return [perUserCreateLimit, initialMessageLimit];
}

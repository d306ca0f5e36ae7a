import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import { SupportChatDto, SupportChatInput } from '@hirehand/shared/support/support-chat';
import { SUPPORT_ERRORS } from '@hirehand/shared/support/support-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../platform/errors';
import { callerAndAddressLimit } from '../../platform/request-limit';
import { deleteExpiredSupportChats, supportChatTurn } from './support-chat.service';

/** Messages a minute: per person (or address, for a visitor), and per address whoever asks. */
export const SUPPORT_CHAT_RATE = {
  perCaller: { max: 20, timeWindow: '1 minute' },
  perAddress: { max: 60, timeWindow: '1 minute' },
};

export const supportChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every('support.forget-visitor-chats', 60 * 60_000, async () => {
    await deleteExpiredSupportChats(app.ctx);
  });

  const { either: overLimit } = callerAndAddressLimit(app, 'support-chat', SUPPORT_CHAT_RATE);

  app.post(
    '/support/chat',
    {
      preHandler: app.identify,
      schema: {
        tags: ['support'],
        summary:
          'One turn of the support chat: an answer quoted from the help centre with its articles, open jobs for a job search, and whether to offer a human',
        body: SupportChatInput,
        response: {
          200: SupportChatDto,
          400: ErrorDto,
          409: ErrorDto,
          422: ValidationErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (request, reply) => {
      if (await overLimit(request, reply)) {
        throw errors.tooManyRequests(SUPPORT_ERRORS.chatRateLimited);
      }
      return supportChatTurn({
        ctx: app.ctx,
        caller: { actor: request.actor, ip: request.ip },
        input: request.body,
        log: request.log,
      });
    },
  );
};

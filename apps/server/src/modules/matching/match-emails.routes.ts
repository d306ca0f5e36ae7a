import {
  MATCH_EMAIL_PATHS,
  MatchEmailTokenQuery,
  MatchEmailTrackingQuery,
  UNSUBSCRIBE_PAGE_PATH,
  UnsubscribeBody,
  UnsubscribeResultDto,
} from '@hirehand/shared/matching/match-emails';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordClick, recordOpen, unsubscribe } from './match-emails.service';

/** The 1×1 transparent GIF the open tracking answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const path = (full: string) => full.replace(/^\/api/, '');

/**
 * The match e-mails' links (decision 039), no sign-in: the signed token in the query string
 * (which the request log never prints) says what they may do.
 */
export const matchEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` form-encoded; this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // RFC 8058 also allows multipart/form-data: only its List-Unsubscribe field is read.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) =>
      done(
        null,
        /name="List-Unsubscribe"\r?\n\r?\nOne-Click\r?\n/.test(body as string)
          ? { 'List-Unsubscribe': 'One-Click' }
          : {},
      ),
  );

  app.post(
    path(MATCH_EMAIL_PATHS.unsubscribe),
    {
      schema: {
        tags: ['matching'],
        summary: 'One-click unsubscribe from match e-mails (RFC 8058)',
        description:
          'The token names the person and what to stop: smart notification e-mails (in-app stays), one job alert (deleted), or both. Accepts the form body List-Unsubscribe=One-Click or JSON {}. 400 matching.unsubscribe_link_invalid for a token this server did not sign.',
        querystring: MatchEmailTokenQuery,
        body: UnsubscribeBody,
        response: { 200: UnsubscribeResultDto, 400: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) => unsubscribe(app.ctx, request.query.token),
  );

  app.get(
    path(MATCH_EMAIL_PATHS.unsubscribe),
    {
      schema: {
        tags: ['matching'],
        summary: 'Opens the unsubscribe page, which confirms with one button',
        querystring: MatchEmailTokenQuery,
      },
    },
    async (request, reply) =>
      reply.redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(request.query.token)}`, 302),
  );

  app.get(
    path(MATCH_EMAIL_PATHS.open),
    {
      schema: {
        tags: ['matching'],
        summary: "A match e-mail's tracking image: records the opening once; always a 1×1 GIF",
        querystring: MatchEmailTrackingQuery,
      },
    },
    async (request, reply) => {
      try {
        if (request.query.token) await recordOpen(app.ctx, request.query.token);
      } catch (error) {
        request.log.warn({ err: error, feature: 'matching' }, 'could not record an e-mail opening');
      }
      return reply.type('image/gif').header('cache-control', 'no-store, private').send(PIXEL);
    },
  );

  app.get(
    path(MATCH_EMAIL_PATHS.click),
    {
      schema: {
        tags: ['matching'],
        summary:
          "A match e-mail's job link: records the click once, then 302 to the job (a bad token: the board)",
        querystring: MatchEmailTrackingQuery,
      },
    },
    async (request, reply) => {
      let target = '/#jobs';
      try {
        if (request.query.token) target = await recordClick(app.ctx, request.query.token);
      } catch (error) {
        request.log.warn({ err: error, feature: 'matching' }, 'could not record a click');
      }
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
};

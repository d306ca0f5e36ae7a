import { createHash } from 'node:crypto';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import {
  DevSignInInput,
  devEmailField,
  EmergentSessionInput,
  EmergentSessionResultDto,
  GOOGLE_FLOWS,
  GOOGLE_MESSAGES,
  type GoogleFlow,
  type IdpPopupErrorCode,
  SOCIAL_RETURN_PATH,
} from '@hirehand/shared/auth/google';
import { SignUpLocaleField } from '@hirehand/shared/locale/locales';
import { SignUpTimeZoneField } from '@hirehand/shared/locale/time-zones';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import { USER_TYPES } from '@hirehand/shared/users/user-types';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../../platform/audit/client-summary';
import { setSessionCookie } from '../../../platform/auth/session-cookie';
import { errors } from '../../../platform/errors';
import { type GoogleProfile, GoogleSignInError } from '../../../platform/identity/google-oauth';
import { toUserDto } from '../../users/users.service';
import { devSignInReachesPasswordAccount } from './dev-guard';
import {
  clearFlowCookie,
  flowOfState,
  type GoogleFlowState,
  type NewAccountChoices,
  newFlowState,
  readFlowCookie,
  setFlowCookie,
} from './flow-cookie';
import { completeFormSignIn, exchangeSignInCode } from './form-sign-in';
import { registerGoogleJobs } from './google.jobs';
import {
  GOOGLE_ASSET_PATHS,
  loadGooglePageAssets,
  renderDevSignInPage,
  renderPopupErrorPage,
  renderPopupResultPage,
} from './google.pages';
import { completePopupSignIn, IdpAccountDisabledError } from './popup-sign-in';

const CallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(300).optional(),
  error: z.string().max(200).optional(),
});
const DevPageQuery = z.object({ flow: z.enum(GOOGLE_FLOWS), state: z.string().min(1).max(300) });
/**
 * The registration form names the account type a first sign-in creates, and the browser its time
 * zone and language; anything unknown means none (the defaults, decision 023).
 */
const StartQuery = z.object({
  user_type: z.enum(USER_TYPES).optional().catch(undefined),
  time_zone: SignUpTimeZoneField,
  locale: SignUpLocaleField,
});

/** This plugin is registered under /api. */
const underApi = (fullPath: string) => fullPath.replace(/^\/api/, '');

/** A stable fake Google subject for a development sign-in, derived from the e-mail. */
const devSubject = (email: string) => `dev-${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;

/**
 * Google sign-in for both sign-in families (decision 018): the forms (GET /api/auth/google/start,
 * back to /profile#session_id=, then POST /api/auth/emergent-session) and the
 * auth modal's popup (GET /api/idp/google/popup, which posts an ID token to its
 * opener). With GOOGLE_CLIENT_ID/SECRET it goes to Google; otherwise, only with the
 * development tools on (NODE_ENV=development on a loopback address), to a built-in
 * development page that never signs into an account that has a password.
 */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerGoogleJobs(app);
  const { ctx } = app;
  const { env } = ctx;
  const secureCookie = env.PUBLIC_URL.startsWith('https://');
  const { google } = ctx;
  const devProviderOn = !google && env.DEV_TOOLS;
  const assets = loadGooglePageAssets();

  // The development page posts an HTML form; the parser lives in this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Popup pages keep the app's own Cross-Origin-Opener-Policy: the same value as the opener keeps
  // window.opener on the development provider; after Google's origin the script falls back to a BroadcastChannel.
  const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  const fail = (reply: FastifyReply, flow: GoogleFlow, code: IdpPopupErrorCode) => {
    clearFlowCookie(reply);
    if (flow === 'popup') return sendHtml(reply, renderPopupErrorPage(code));
    const reason = code === 'auth/popup-closed-by-user' ? 'cancelled' : 'failed';
    return reply.redirect(`${SOCIAL_RETURN_PATH}#error=${reason}`, 303);
  };

  const succeed = async (
    reply: FastifyReply,
    attempt: GoogleFlowState,
    profile: GoogleProfile,
    log: FastifyBaseLogger,
  ) => {
    const { flow } = attempt;
    clearFlowCookie(reply);
    if (flow === 'form') {
      const code = await completeFormSignIn({ ctx, profile, choices: attempt, log });
      return reply.redirect(`${SOCIAL_RETURN_PATH}#session_id=${code}`, 303);
    }
    try {
      return sendHtml(reply, renderPopupResultPage(await completePopupSignIn({ ctx, profile, log })));
    } catch (error) {
      if (error instanceof IdpAccountDisabledError) return fail(reply, flow, 'auth/user-disabled');
      throw error;
    }
  };

  const begin = async (reply: FastifyReply, flow: GoogleFlow, choices: NewAccountChoices = {}) => {
    if (!google && !devProviderOn) {
      if (flow === 'popup') return fail(reply, flow, 'auth/operation-not-allowed');
      throw errors.notFound(AUTH_ERRORS.googleNotConfigured);
    }
    const attempt = newFlowState(flow, choices);
    await setFlowCookie(reply, ctx.signingKey, attempt, secureCookie);
    const target = google
      ? google.authorizationUrl(attempt.state, attempt.codeVerifier).toString()
      : `/api/auth/google/dev?${new URLSearchParams({ flow, state: attempt.state })}`;
    return reply.redirect(target, 302);
  };

  app.get(underApi(GOOGLE_ASSET_PATHS.css), { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(assets.css),
  );
  app.get(underApi(GOOGLE_ASSET_PATHS.popupScript), { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(assets.popupScript),
  );

  app.get(
    '/auth/google/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in for the page forms (browser navigation)',
        querystring: StartQuery,
      },
    },
    (request, reply) =>
      begin(reply, 'form', {
        userType: request.query.user_type,
        timeZone: request.query.time_zone ?? undefined,
        locale: request.query.locale ?? undefined,
      }),
  );

  app.get(
    '/idp/google/popup',
    { schema: { tags: ['idp'], summary: "Start Google sign-in in the auth modal's 500x600 popup" } },
    (_request, reply) => begin(reply, 'popup'),
  );

  app.get(
    '/auth/google/callback',
    {
      // Info-level request lines would log the URL, and with it Google's authorization code.
      logLevel: 'warn',
      schema: {
        tags: ['auth'],
        summary: "Google's redirect back (OAuth 2.0 code + state)",
        querystring: CallbackQuery,
      },
    },
    async (request, reply) => {
      if (!google) throw errors.notFound();
      const { code, state, error } = request.query;
      const attempt = await readFlowCookie(request, ctx.signingKey, state);
      const flow = attempt?.flow ?? flowOfState(state) ?? 'form';
      if (!attempt) {
        request.log.warn(
          { feature: 'auth', provider: 'google' },
          'Google callback without a matching attempt',
        );
        return fail(reply, flow, 'auth/internal-error');
      }
      if (error || !code)
        return fail(
          reply,
          flow,
          error === 'access_denied' ? 'auth/popup-closed-by-user' : 'auth/internal-error',
        );
      try {
        const profile = await google.exchangeCode(code, attempt.codeVerifier);
        if (!profile.emailVerified) return fail(reply, flow, 'auth/internal-error');
        return await succeed(reply, attempt, profile, request.log);
      } catch (caught) {
        if (!(caught instanceof GoogleSignInError)) throw caught;
        request.log.warn(
          { feature: 'auth', provider: 'google', reason: caught.message },
          'Google sign-in failed',
        );
        return fail(reply, flow, caught.code);
      }
    },
  );

  app.get(
    '/auth/google/dev',
    {
      schema: {
        tags: ['auth'],
        summary: 'Development stand-in for Google (off in production)',
        querystring: DevPageQuery,
      },
    },
    (request, reply) => {
      if (!devProviderOn) throw errors.notFound();
      const { flow, state } = request.query;
      return sendHtml(reply, renderDevSignInPage({ flow, state }));
    },
  );

  app.post('/auth/google/dev', { schema: { hide: true, body: DevSignInInput } }, async (request, reply) => {
    if (!devProviderOn) throw errors.notFound();
    const { flow, state, action, email, full_name } = request.body;
    const attempt = await readFlowCookie(request, ctx.signingKey, state);
    if (!attempt || attempt.flow !== flow) return fail(reply, flow, 'auth/internal-error');
    if (action === 'cancel') return fail(reply, flow, 'auth/popup-closed-by-user');
    const parsed = devEmailField.safeParse(email ?? '');
    if (!parsed.success) {
      const page = renderDevSignInPage({
        flow,
        state,
        email,
        fullName: full_name,
        emailError: GOOGLE_MESSAGES.emailInvalid,
      });
      return sendHtml(reply, page, 400);
    }
    const subject = devSubject(parsed.data);
    if (await devSignInReachesPasswordAccount(ctx, parsed.data, subject)) {
      request.log.warn(
        { feature: 'auth', provider: 'google-dev' },
        'development sign-in refused: password account',
      );
      const page = renderDevSignInPage({
        flow,
        state,
        email,
        fullName: full_name,
        emailError: GOOGLE_MESSAGES.devPasswordAccount,
      });
      return sendHtml(reply, page, 409);
    }
    const profile: GoogleProfile = {
      subject,
      email: parsed.data,
      emailVerified: true,
      name: full_name || null,
      picture: null,
    };
    return succeed(reply, attempt, profile, request.log);
  });

  app.post(
    '/auth/emergent-session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the one-time session_id of a social sign-in for a session',
        body: EmergentSessionInput,
        response: { 200: EmergentSessionResultDto, 401: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request, reply) => {
      const signedIn = await exchangeSignInCode({
        ctx,
        code: request.body.session_id,
        client: clientOf(request),
        log: request.log,
      });
      setSessionCookie(reply, signedIn.accessToken, secureCookie);
      return { success: true as const, user: toUserDto(signedIn.user), jwt_token: signedIn.accessToken };
    },
  );
};

import {
  AUTH_MESSAGES,
  AuthResultDto,
  LoginInput,
  LogoutResultDto,
  RegisterInput,
} from '@hirehand/shared/auth/auth';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/audit/client-summary';
import { accountLockedRefusal, accountSignInCeiling } from '../../platform/auth/account-sign-in.limit';
import { actorOf } from '../../platform/auth/auth-guard';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie';
import { perEmailSignInLimit, SIGN_IN_PER_EMAIL_AND_ADDRESS } from '../../platform/auth/sign-in.limit';
import { errors } from '../../platform/errors';
import { refusedWith } from '../../platform/rate-limit';
import { toUserDto } from '../users/users.service';
import { registerAccount, type SignedIn, signIn, signOut } from './auth.service';
import { registerSignInLockJobs } from './sign-in-lock.jobs';

/**
 * Mastodon-level limits: sign-up 5 per 30 minutes per address; sign-in 25 per 5 minutes per
 * address and 25 per hour per e-mail from one address (see sign-in.limit.ts).
 */
export const AUTH_RATE_LIMITS = {
  register: { max: 5, timeWindow: '30 minutes' },
  loginPerIp: { max: 25, timeWindow: '5 minutes' },
  loginPerEmailAndAddress: SIGN_IN_PER_EMAIL_AND_ADDRESS,
};

const tooManyAttempts = refusedWith(AUTH_ERRORS.tooManyAttempts);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookie = app.ctx.env.PUBLIC_URL.startsWith('https://');
  const answer = (signedIn: SignedIn) => ({
    access_token: signedIn.accessToken,
    token_type: 'bearer' as const,
    user: toUserDto(signedIn.user),
  });

  app.post(
    '/auth/register-enhanced',
    {
      config: { rateLimit: { ...AUTH_RATE_LIMITS.register, errorResponseBuilder: tooManyAttempts } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with e-mail and password, and sign in',
        body: RegisterInput,
        response: { 200: AuthResultDto, 400: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      const signedIn = await registerAccount({
        ctx: app.ctx,
        input: request.body,
        client: clientOf(request),
        log: request.log,
      });
      setSessionCookie(reply, signedIn.accessToken, secureCookie);
      return answer(signedIn);
    },
  );

  // A second, independent limit keyed by the e-mail tried and the address (the plugin runs only one limiter per request).
  const perEmail = perEmailSignInLimit(app, () => errors.tooManyRequests(AUTH_ERRORS.tooManyAttempts));
  // And the per-account ceiling, across every address (decision 027), whose lock e-mails the owner a link.
  const perAccount = accountSignInCeiling(app, accountLockedRefusal);
  registerSignInLockJobs(app);

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { ...AUTH_RATE_LIMITS.loginPerIp, errorResponseBuilder: tooManyAttempts } },
      preHandler: [perEmail, perAccount],
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: LoginInput,
        response: { 200: AuthResultDto, 401: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      const signedIn = await signIn({
        ctx: app.ctx,
        input: request.body,
        client: clientOf(request),
        log: request.log,
      });
      setSessionCookie(reply, signedIn.accessToken, secureCookie);
      return answer(signedIn);
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "End the caller's session",
        security: [{ bearerAuth: [] }],
        response: { 200: LogoutResultDto, 401: ErrorDto },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await signOut({ ctx: app.ctx, sessionId: actor.sessionId, userId: actor.userId, log: request.log });
      clearSessionCookie(reply);
      return { success: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  );
};

import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
import {
  IdpAuthResultDto,
  IdpErrorDto,
  IdpSignInInput,
  IdpSignUpInput,
  JwksDto,
  SendEmailVerificationInput,
  SendEmailVerificationResultDto,
  VerifyEmailLinkQuery,
} from '@hirehand/shared/idp/idp';
import { ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSignInCeiling } from '../../platform/auth/account-sign-in.limit';
import { perEmailSignInLimit } from '../../platform/auth/sign-in.limit';
import { builtInIdTokenIssuer } from '../../platform/identity/id-token-verifier';
import { IDP_MAILS } from './idp.mail';
import { toIdpAuthResult } from './idp.presenter';
import {
  confirmEmailFromLink,
  sendEmailVerification,
  signInWithPassword,
  signUpWithPassword,
} from './idp.service';
import { IdpError, registerIdpErrorHandler } from './idp-error';

/**
 * Per address: sign-in 25 per 5 minutes, sign-up 5 per 30 minutes (as the app's own forms);
 * verification mails 10 per hour. Sign-in also counts toward the app's per e-mail and
 * address limit (platform/auth/sign-in.limit.ts), shared with POST /api/auth/login.
 */
export const IDP_RATE_LIMITS = {
  signIn: { max: 25, timeWindow: '5 minutes' },
  signUp: { max: 5, timeWindow: '30 minutes' },
  sendEmailVerification: { max: 10, timeWindow: '1 hour' },
};

const limited = (limit: { max: number; timeWindow: string }) => ({
  rateLimit: {
    ...limit,
    errorResponseBuilder: (_request: unknown, context: { statusCode: number }) =>
      new IdpError('auth/too-many-requests', context.statusCode),
  },
});

const failures = { 400: IdpErrorDto, 422: ValidationErrorDto, 429: IdpErrorDto };

/** The built-in identity provider (/api/idp/*) and its JWKS: see docs in idp.service.ts and id-token.ts. */
export const idpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.ctx.mail.register(IDP_MAILS);
  registerIdpErrorHandler(app);
  const perEmail = perEmailSignInLimit(app, () => new IdpError('auth/too-many-requests', 429));
  // The per-account ceiling across every address, shared with POST /api/auth/login (decision 027).
  const perAccount = accountSignInCeiling(
    app,
    () => new IdpError('auth/too-many-requests', 429, AUTH_MESSAGES.accountLocked),
  );
  const issuer = builtInIdTokenIssuer(app.ctx.env.PUBLIC_URL);

  app.post(
    '/api/idp/signUp',
    {
      config: limited(IDP_RATE_LIMITS.signUp),
      schema: {
        tags: ['identity provider'],
        summary: 'Create an e-mail/password account and get an ID token',
        body: IdpSignUpInput,
        response: { 200: IdpAuthResultDto, ...failures },
      },
    },
    async (request) => {
      const signedUp = await signUpWithPassword({ ctx: app.ctx, input: request.body, log: request.log });
      return toIdpAuthResult(signedUp.account, signedUp.idToken);
    },
  );

  app.post(
    '/api/idp/signIn',
    {
      config: limited(IDP_RATE_LIMITS.signIn),
      preHandler: [perEmail, perAccount],
      schema: {
        tags: ['identity provider'],
        summary: 'Sign in with e-mail and password and get an ID token',
        body: IdpSignInInput,
        response: { 200: IdpAuthResultDto, ...failures },
      },
    },
    async (request) => {
      const signedIn = await signInWithPassword({ ctx: app.ctx, input: request.body, log: request.log });
      return toIdpAuthResult(signedIn.account, signedIn.idToken);
    },
  );

  app.post(
    '/api/idp/sendEmailVerification',
    {
      config: limited(IDP_RATE_LIMITS.sendEmailVerification),
      schema: {
        tags: ['identity provider'],
        summary: "E-mail a link that verifies the ID token's account address",
        body: SendEmailVerificationInput,
        response: { 200: SendEmailVerificationResultDto, ...failures },
      },
    },
    async (request) => {
      await sendEmailVerification({ ctx: app.ctx, idToken: request.body.id_token, log: request.log });
      return { success: true as const };
    },
  );

  app.get(
    '/api/idp/verify-email',
    {
      // The link's token is in the query, which the app's `req` serializer never logs.
      schema: {
        tags: ['identity provider'],
        summary: 'The link in the verification e-mail: verifies, then redirects to /email-verified',
        querystring: VerifyEmailLinkQuery,
      },
    },
    async (request, reply) => {
      const verified = await confirmEmailFromLink({
        ctx: app.ctx,
        token: request.query.token,
        log: request.log,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/email-verified?verified=${verified ? 1 : 0}`, 303);
    },
  );

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['identity provider'],
        summary: 'Public keys that verify ID tokens',
        response: { 200: JwksDto },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { keys: [app.ctx.signingKey.publicJwk] };
    },
  );

  app.get(
    '/api/idp/.well-known/openid-configuration',
    {
      schema: {
        tags: ['identity provider'],
        summary: "The provider's OpenID discovery document",
        response: {
          200: z.object({
            issuer: z.string(),
            jwks_uri: z.string(),
            id_token_signing_alg_values_supported: z.array(z.string()),
            subject_types_supported: z.array(z.string()),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return {
        issuer,
        jwks_uri: `${app.ctx.env.PUBLIC_URL}/.well-known/jwks.json`,
        id_token_signing_alg_values_supported: ['ES256'],
        subject_types_supported: ['public'],
      };
    },
  );
};

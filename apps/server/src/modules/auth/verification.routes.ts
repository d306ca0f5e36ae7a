import {
  CodeSentDto,
  EmailVerifiedDto,
  ForgotPasswordInput,
  ResetCodeSentDto,
  ResetPasswordInput,
  SendVerificationInput,
  SuccessDto,
  VERIFICATION_MESSAGES,
  VerifyEmailInput,
} from '@hirehand/shared/auth/verification';
import { DEV_MAILBOX_PATH } from '@hirehand/shared/platform/dev-mailbox';
import { ErrorDto, PLATFORM_ERRORS, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env';
import { clientOf } from '../../platform/audit/client-summary';
import { refusedWith } from '../../platform/rate-limit';
import { toUserDto } from '../users/users.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { registerVerificationJobs } from './verification.jobs';
import { VERIFICATION_MAILS } from './verification.mail';
import { sendVerificationCode, verifyEmail } from './verification.service';

/** Per-address (IP) limits on top of the per-e-mail limits kept in the codes table. */
export const VERIFICATION_RATE_LIMITS = {
  send: { max: 30, timeWindow: '15 minutes' },
  check: { max: 60, timeWindow: '15 minutes' },
};

const tooManyRequests = refusedWith(PLATFORM_ERRORS.rateLimited);

/** The development mailbox, named in the answers only where it exists. */
const devMailboxUrl = (env: Env) =>
  env.DEV_TOOLS && env.MAIL_MODE === 'outbox'
    ? { dev_mailbox_url: `${env.PUBLIC_URL}${DEV_MAILBOX_PATH}` }
    : {};

/** E-mail verification codes (send-verification, verify-email) and password reset by code. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // One counter per address across both send routes, and one across both check routes.
  const sendLimit = app.rateLimit({
    ...VERIFICATION_RATE_LIMITS.send,
    keyGenerator: (request) => `codes-send:${request.ip}`,
    errorResponseBuilder: tooManyRequests,
  });
  const checkLimit = app.rateLimit({
    ...VERIFICATION_RATE_LIMITS.check,
    keyGenerator: (request) => `codes-check:${request.ip}`,
    errorResponseBuilder: tooManyRequests,
  });
  const sendFailures = { 422: ValidationErrorDto, 429: ErrorDto };
  app.ctx.mail.register(VERIFICATION_MAILS);
  registerVerificationJobs(app);

  app.post(
    '/auth/send-verification',
    {
      preHandler: sendLimit,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a verification code (same answer for unknown addresses)',
        body: SendVerificationInput,
        response: { 200: CodeSentDto, ...sendFailures },
      },
    },
    async (request) => {
      const sent = await sendVerificationCode({ ctx: app.ctx, email: request.body.email, log: request.log });
      return {
        success: true as const,
        message: VERIFICATION_MESSAGES.codeSent,
        expires_in: sent.expiresIn,
        ...devMailboxUrl(app.ctx.env),
        ...(sent.devCode ? { mock_response: { mock_code: sent.devCode } } : {}),
      };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      preHandler: checkLimit,
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail address with the code',
        body: VerifyEmailInput,
        response: { 200: EmailVerifiedDto, 400: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request) => {
      const user = await verifyEmail({
        ctx: app.ctx,
        email: request.body.email,
        code: request.body.verification_code,
        log: request.log,
      });
      return { success: true as const, message: VERIFICATION_MESSAGES.verified, user: toUserDto(user) };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: sendLimit,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset code (same answer for unknown addresses)',
        body: ForgotPasswordInput,
        // ResetCodeSentDto has no mock_response: a reset code never leaves by the answer.
        response: { 200: ResetCodeSentDto, ...sendFailures },
      },
    },
    async (request) => {
      const sent = await requestPasswordReset({ ctx: app.ctx, email: request.body.email, log: request.log });
      return {
        success: true as const,
        message: VERIFICATION_MESSAGES.resetCodeSent,
        expires_in: sent.expiresIn,
        ...devMailboxUrl(app.ctx.env),
      };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: checkLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code; ends every session',
        body: ResetPasswordInput,
        response: { 200: SuccessDto, 400: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request) => {
      await resetPassword({
        ctx: app.ctx,
        email: request.body.email,
        code: request.body.code,
        newPassword: request.body.new_password,
        client: clientOf(request),
        log: request.log,
      });
      return { success: true as const, message: VERIFICATION_MESSAGES.passwordReset };
    },
  );
};

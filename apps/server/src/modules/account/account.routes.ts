import {
  ACCOUNT_MESSAGES,
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  EmailChangedDto,
  SignedOutEverywhereDto,
} from '@hirehand/shared/account/account';
import { AccountExportDto, exportFileName } from '@hirehand/shared/account/account-export';
import {
  ACCOUNT_TYPE_MESSAGES,
  ChangeUserTypeInput,
  UserTypeChangedDto,
  UserTypeStatusDto,
} from '@hirehand/shared/account/account-type';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { SuccessDto } from '@hirehand/shared/auth/verification';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/audit/client-summary';
import { actorOf } from '../../platform/auth/auth-guard';
import { clearSessionCookie } from '../../platform/auth/session-cookie';
import { refusedWith } from '../../platform/rate-limit';
import { toUserDto } from '../users/users.service';
import { ACCOUNT_MAILS } from './account.mail';
import {
  changeEmail,
  changePassword,
  changeUserType,
  deleteAccount,
  signOutEverywhere,
  userTypeStatus,
} from './account.service';
import { exportAccount } from './account-export.service';
import { securityActivityRoutes } from './security-activity.routes';

/** Guesses at the current password through a stolen token are limited like sign-ins. */
export const ACCOUNT_RATE_LIMITS = {
  passwordChecks: { max: 10, timeWindow: '15 minutes' },
};

const tooManyAttempts = refusedWith(AUTH_ERRORS.tooManyAttempts);

/**
 * Account security and privacy: password, e-mail and account type change, sign out
 * everywhere, export, deletion.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.ctx.mail.register(ACCOUNT_MAILS);
  const passwordChecked = {
    rateLimit: { ...ACCOUNT_RATE_LIMITS.passwordChecks, errorResponseBuilder: tooManyAttempts },
  };
  const security = [{ bearerAuth: [] }];
  const failures = { 400: ErrorDto, 401: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto };
  await app.register(securityActivityRoutes);

  app.post(
    '/account/password',
    {
      preHandler: app.authenticate,
      config: passwordChecked,
      schema: {
        tags: ['account'],
        summary: 'Change the password; signs out the other sessions',
        security,
        body: ChangePasswordInput,
        response: { 200: SuccessDto, ...failures },
      },
    },
    async (request) => {
      await changePassword({
        ctx: app.ctx,
        actor: actorOf(request),
        client: clientOf(request),
        log: request.log,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/account/email',
    {
      preHandler: app.authenticate,
      config: passwordChecked,
      schema: {
        tags: ['account'],
        summary: 'Change the e-mail address; the new one gets a verification code',
        security,
        body: ChangeEmailInput,
        response: { 200: EmailChangedDto, ...failures },
      },
    },
    async (request) => {
      const user = await changeEmail({
        ctx: app.ctx,
        actor: actorOf(request),
        client: clientOf(request),
        log: request.log,
        currentPassword: request.body.current_password,
        newEmail: request.body.new_email,
      });
      return {
        success: true as const,
        message: ACCOUNT_MESSAGES.emailChanged,
        user: toUserDto(user),
      };
    },
  );

  app.post(
    '/account/sign-out-everywhere',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'End every other session of the caller',
        security,
        response: { 200: SignedOutEverywhereDto, 401: ErrorDto },
      },
    },
    async (request) => {
      const revoked = await signOutEverywhere({
        ctx: app.ctx,
        actor: actorOf(request),
        client: clientOf(request),
        log: request.log,
      });
      return {
        success: true as const,
        message: ACCOUNT_MESSAGES.signedOutEverywhere,
        revoked_sessions: revoked,
      };
    },
  );

  app.get(
    '/account/user-type',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "The caller's account type and whether it can still change",
        security,
        response: { 200: UserTypeStatusDto, 401: ErrorDto },
      },
    },
    (request) => userTypeStatus({ ctx: app.ctx, actor: actorOf(request) }),
  );

  app.patch(
    '/account/user-type',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Change the account type while no posting, application or conversation depends on it',
        security,
        body: ChangeUserTypeInput,
        response: { 200: UserTypeChangedDto, 401: ErrorDto, 409: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request) => {
      const user = await changeUserType({
        ctx: app.ctx,
        actor: actorOf(request),
        client: clientOf(request),
        log: request.log,
        userType: request.body.user_type,
      });
      return { success: true as const, message: ACCOUNT_TYPE_MESSAGES.changed, user: toUserDto(user) };
    },
  );

  app.get(
    '/account/export',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "Download the caller's data as JSON",
        security,
        response: { 200: AccountExportDto, 401: ErrorDto },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(app.ctx, actorOf(request));
      reply
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/account',
    {
      preHandler: app.authenticate,
      config: passwordChecked,
      schema: {
        tags: ['account'],
        summary: "Delete the caller's account and everything tied to it",
        security,
        body: DeleteAccountInput,
        response: { 200: SuccessDto, ...failures },
      },
    },
    async (request, reply) => {
      await deleteAccount({
        ctx: app.ctx,
        actor: actorOf(request),
        client: clientOf(request),
        log: request.log,
        currentPassword: request.body.current_password,
      });
      clearSessionCookie(reply);
      return { success: true as const, message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
};

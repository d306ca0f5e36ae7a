import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import {
  FIREBASE_AUTH_MESSAGES,
  FirebaseAuthResultDto,
  FirebaseLoginInput,
  FirebaseRegisterInput,
} from '@hirehand/shared/idp/firebase-auth';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/audit/client-summary';
import { setSessionCookie } from '../../platform/auth/session-cookie';
import { refusedWith } from '../../platform/rate-limit';
import { toUserDto } from '../users/users.service';
import { AUTH_RATE_LIMITS } from './auth.routes';
import type { SignedIn } from './auth.service';
import { registerWithIdToken, signInWithIdToken } from './social.service';

const tooManyAttempts = refusedWith(AUTH_ERRORS.tooManyAttempts);

const errors = {
  400: ErrorDto,
  401: ErrorDto,
  404: ErrorDto,
  409: ErrorDto,
  422: ValidationErrorDto,
  429: ErrorDto,
  503: ErrorDto,
};

/** Identity-provider sign-in: firebase-login and firebase-register (built-in provider or Firebase ID tokens). */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const verifier = ctx.idTokens;
  const secureCookie = ctx.env.PUBLIC_URL.startsWith('https://');
  const answer = (signedIn: SignedIn, isNewUser: boolean) => ({
    access_token: signedIn.accessToken,
    user: toUserDto(signedIn.user),
    is_new_user: isNewUser,
    email_verification_required: !signedIn.user.emailVerified,
    message: isNewUser ? FIREBASE_AUTH_MESSAGES.accountCreated : FIREBASE_AUTH_MESSAGES.welcomeBack,
  });

  app.post(
    '/auth/firebase-login',
    {
      config: { rateLimit: { ...AUTH_RATE_LIMITS.loginPerIp, errorResponseBuilder: tooManyAttempts } },
      schema: {
        tags: ['auth'],
        summary: "Sign in with the identity provider's ID token",
        body: FirebaseLoginInput,
        response: { 200: FirebaseAuthResultDto, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await signInWithIdToken({
        ctx,
        verifier,
        idToken: request.body.firebase_token,
        client: clientOf(request),
        log: request.log,
      });
      setSessionCookie(reply, signedIn.accessToken, secureCookie);
      return answer(signedIn, false);
    },
  );

  app.post(
    '/auth/firebase-register',
    {
      config: { rateLimit: { ...AUTH_RATE_LIMITS.register, errorResponseBuilder: tooManyAttempts } },
      schema: {
        tags: ['auth'],
        summary: "Create an account from the identity provider's ID token, and sign in",
        body: FirebaseRegisterInput,
        response: { 200: FirebaseAuthResultDto, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await registerWithIdToken({
        ctx,
        verifier,
        idToken: request.body.firebase_token,
        userData: request.body.user_data,
        client: clientOf(request),
        log: request.log,
      });
      setSessionCookie(reply, signedIn.accessToken, secureCookie);
      return answer(signedIn, true);
    },
  );
};

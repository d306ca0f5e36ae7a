import { ArcticFetchError, Google, OAuth2RequestError } from 'arctic';
import { createRemoteJWKSet, jwtVerify } from 'jose';

/** Who Google (or the development provider) says signed in. */
export interface GoogleProfile {
  /** Google's stable subject identifier (`sub`). */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** Why the provider could not finish a sign-in; the popup reports it as a Firebase-style code. */
export class GoogleSignInError extends Error {
  constructor(
    readonly code: 'auth/network-request-failed' | 'auth/internal-error',
    message: string,
  ) {
    super(message);
  }
}

/** The OAuth 2.0 / OpenID Connect client for Google sign-in. */
export interface GoogleOAuthClient {
  /** Google's consent page for this state and PKCE verifier. */
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Trades the callback's code for tokens and returns the verified ID token's profile. */
  exchangeCode(code: string, codeVerifier: string): Promise<GoogleProfile>;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_JWKS_URL = new URL('https://www.googleapis.com/oauth2/v3/certs');

/**
 * Google through arctic (authorization code with PKCE S256 and state). The ID
 * token is verified with jose against Google's published keys: issuer, audience
 * (our client ID), expiry and signature.
 */
export function createGoogleOAuthClient(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): GoogleOAuthClient {
  const google = new Google(opts.clientId, opts.clientSecret, opts.redirectUri);
  let googleKeys: ReturnType<typeof createRemoteJWKSet> | undefined;

  return {
    authorizationUrl(state, codeVerifier) {
      const url = google.createAuthorizationURL(state, codeVerifier, ['openid', 'email', 'profile']);
      url.searchParams.set('prompt', 'select_account');
      return url;
    },
    async exchangeCode(code, codeVerifier) {
      let idToken: string;
      try {
        const tokens = await google.validateAuthorizationCode(code, codeVerifier);
        idToken = tokens.idToken();
      } catch (error) {
        if (error instanceof ArcticFetchError)
          throw new GoogleSignInError('auth/network-request-failed', 'Google could not be reached');
        const reason = error instanceof OAuth2RequestError ? error.code : 'unexpected response';
        throw new GoogleSignInError('auth/internal-error', `Google refused the code (${reason})`);
      }
      googleKeys ??= createRemoteJWKSet(GOOGLE_JWKS_URL);
      try {
        const { payload } = await jwtVerify(idToken, googleKeys, {
          issuer: GOOGLE_ISSUERS,
          audience: opts.clientId,
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string')
          throw new Error('ID token without sub or email');
        return {
          subject: payload.sub,
          email: payload.email,
          emailVerified: payload.email_verified === true,
          name: typeof payload.name === 'string' ? payload.name : null,
          picture: typeof payload.picture === 'string' ? payload.picture : null,
        };
      } catch (error) {
        throw new GoogleSignInError(
          'auth/internal-error',
          `Google ID token rejected: ${(error as Error).message}`,
        );
      }
    },
  };
}

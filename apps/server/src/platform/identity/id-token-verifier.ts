/** Where an identity came from, as Firebase names it in the token's `firebase.sign_in_provider`. */
export type SignInProvider = 'password' | 'google.com' | (string & {});

/** The claims firebase-login and firebase-register trust, from a verified ID token. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  signInProvider: SignInProvider | null;
}

/**
 * Checks an identity provider's ID token (signature, algorithm, issuer, audience,
 * expiry). Adapters: the built-in provider (default) and Firebase.
 */
export interface IdTokenVerifier {
  readonly name: 'built-in' | 'firebase';
  /** The identity of a valid token; null for any invalid, forged or expired one. */
  verify(token: string): Promise<VerifiedIdentity | null>;
}

/** Audience of the built-in provider's ID tokens (Firebase uses the project id). */
export const BUILT_IN_ID_TOKEN_AUDIENCE = 'hirehand';

/** Issuer of the built-in provider's ID tokens. */
export const builtInIdTokenIssuer = (publicUrl: string) => `${publicUrl}/api/idp`;

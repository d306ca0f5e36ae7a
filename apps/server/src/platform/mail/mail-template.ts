import type { Executor } from '../../db/client';

/** One value a template's parameters may hold: they travel in the mail.send job as JSON. */
export type MailParam = string | number | boolean | null | undefined | readonly string[];

/**
 * A block of an e-mail's body, in reading order. Every string is plain text: the layout
 * escapes it for the HTML part, so a template never writes HTML and a name such as
 * `<b>Ann</b>` arrives as typed.
 */
export type MailBlock =
  /** A paragraph. */
  | string
  /** A one-time code, shown large and easy to copy. */
  | { code: string }
  /** A link shown as a button (HTML) or as "label: url" (text). */
  | { button: string; href: string }
  /** Someone else's words (a message from a poster or a sender), set apart. */
  | { quote: string }
  /** Short lines kept together, e.g. "From: …", "Type: …". */
  | { lines: string[] };

/** What a template produces; the layout adds the header, footer, support address and unsubscribe link. */
export interface MailContent {
  subject: string;
  body: MailBlock[];
  /** Where a reply goes (the contact form's sender), when not to the From address. */
  replyTo?: string;
  /**
   * A link that stops this kind of e-mail; the footer shows it when present, and a web link also
   * goes into the `List-Unsubscribe` header with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
   * (RFC 8058): a POST to it must stop the e-mails at once, without a sign-in or a page.
   */
  unsubscribeUrl?: string;
  /** A 1×1 image the HTML part loads from this web link (whether the e-mail was opened). */
  trackingImageUrl?: string;
}

/** What a template may use beside its parameters, for the recipient's locale and time zone. */
export interface MailTools {
  locale: string;
  timeZone: string;
  publicUrl: string;
  supportEmail: string;
  /** A date (ISO string or Date) as the recipient reads it: their locale and time zone. */
  formatDate(value: string | Date): string;
}

export type MailRender<P> = (params: P, tools: MailTools) => MailContent;

/**
 * One kind of e-mail: a name (the outbox category, unique), how it renders, and optionally
 * what to record once it has been delivered (in the job, after the provider accepted it).
 */
export interface MailTemplate<P> {
  readonly name: string;
  readonly render: MailRender<P>;
  readonly onDelivered?: (params: P, deps: { db: Executor; now: Date }) => Promise<unknown>;
}

/**
 * Declares an e-mail, in its module's `<module>.mail.ts`:
 *
 *   export const passwordChangedMail = defineMail('password_changed', (p: { name: string }, t) => ({
 *     subject: 'Your HireHand password was changed',
 *     body: [`Hello ${p.name},`, 'Your password was changed.', { button: 'Reset it', href: `${t.publicUrl}/…` }],
 *   }));
 *
 * The module registers it from its plugin (`app.ctx.mail.register([passwordChangedMail])`) and
 * sends it with `ctx.mail.send(passwordChangedMail, { to, params, dedupeKey, executor })`.
 */
export function defineMail<P extends { [K in keyof P]: MailParam }>(
  name: string,
  render: MailRender<P>,
  options: Pick<MailTemplate<P>, 'onDelivered'> = {},
): MailTemplate<P> {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`mail template name ${name} must be snake_case`);
  return { name, render, ...options };
}

import type { Locale } from '../locale/locales';
import type { NotificationContent } from './notification-params';
import type { NotificationKind } from './notifications';
import { enCA } from './texts/en-CA';

export interface NotificationText {
  title: string;
  body: string;
  /** The body when the notification carries a `message` (a poster's note). */
  bodyWithMessage?: string;
  /** The body when the notification names a company (`company`: a company's posting). */
  bodyWithCompany?: string;
}

/** Every kind's texts in one locale. */
export type NotificationTexts = Record<NotificationKind, NotificationText>;

/** One table of texts per supported locale; fr-CA joins SUPPORTED_LOCALES and this table together. */
export const NOTIFICATION_TEXTS: Record<Locale, NotificationTexts> = { 'en-CA': enCA };

/** `{name}` placeholders filled from the parameters; a missing one reads as nothing, never "undefined". */
function fill(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

/** A notification's title and body in the reader's locale, from its kind and parameters. */
export function renderNotification(
  content: NotificationContent,
  locale: Locale,
): { title: string; body: string } {
  const texts = NOTIFICATION_TEXTS[locale][content.kind];
  const params = content.params as Record<string, unknown>;
  const body =
    params.message && texts.bodyWithMessage
      ? texts.bodyWithMessage
      : params.company && texts.bodyWithCompany
        ? texts.bodyWithCompany
        : texts.body;
  return { title: fill(texts.title, params), body: fill(body, params) };
}

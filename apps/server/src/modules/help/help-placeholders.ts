import { APPLICATION_LIMITS } from '@hirehand/shared/applications/applications';
import { PASSWORD_MIN_LENGTH } from '@hirehand/shared/auth/password-rules';
import { CODE_LENGTH, CODE_TTL_SECONDS } from '@hirehand/shared/auth/verification';
import {
  EXCLUSIVE_HOURLY_RATE_CENTS,
  MONEY_BACK_DAYS,
  PAY_PER_POST,
  PLAN_CATALOG,
} from '@hirehand/shared/membership/plans';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  CONVERSATION_MAX_PARTICIPANTS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_RATE_LIMIT,
} from '@hirehand/shared/messaging/messaging';
import { cad, type Money } from '@hirehand/shared/platform/money';
import { SUPPORT_CITY, SUPPORT_RESPONSE_HOURS, supportHoursText } from '@hirehand/shared/support/support';
import { TRUST_WEIGHTS } from '../trust/trust.service';

/** What the articles' figures depend on in this server's configuration. */
export interface HelpSettings {
  supportEmail: string;
  /** JOB_POST_PRICE_CENTS: the Pay-Per-Post price in force. */
  jobPostPriceCents: number;
}

const count = (value: number) => value.toLocaleString('en-CA');

const dollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  minimumFractionDigits: 2,
});

/** A price as the screens print it (lib/format's formatMoney): "$4.99", whole dollars as "$2". */
export function formatPrice(money: Money): string {
  const units = money.amount_cents / 100;
  return (money.amount_cents % 100 === 0 ? dollars : dollarsAndCents).format(units);
}

/** The support hours as a sentence: moved to the shared support facts, which support tickets' e-mails also quote. */
export { supportHoursText };

/** "PDF, JPG, PNG, DOC and DOCX": each allowed type by its first extension. */
function attachmentTypesText(): string {
  const names = Object.values(ATTACHMENT_TYPES).map((extensions) => extensions[0].slice(1).toUpperCase());
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Every placeholder an article may write as `{{name}}`, with its value: the plan catalogue, the
 * shared limits and the support facts (spec 1's hours), so no figure is written twice (decision 035).
 */
export function helpPlaceholders(settings: HelpSettings): Record<string, string> {
  const { basic, professional, premium } = PLAN_CATALOG;
  return {
    'price.basic': formatPrice(basic.price),
    'price.professional': formatPrice(professional.price),
    'price.premium': formatPrice(premium.price),
    'trial.days': String(professional.trialDays),
    'limits.basic.applications': String(basic.limits.applicationsPerMonth),
    'limits.basic.aiChats': String(basic.limits.aiChatsPerMonth),
    'payPerPost.price': formatPrice(cad(settings.jobPostPriceCents)),
    'payPerPost.days': String(PAY_PER_POST.visibilityDays),
    'refund.days': String(MONEY_BACK_DAYS),
    'exclusive.hourlyRate': formatPrice(cad(EXCLUSIVE_HOURLY_RATE_CENTS)),
    'support.email': settings.supportEmail,
    'support.hours': supportHoursText(),
    'support.responseHours': String(SUPPORT_RESPONSE_HOURS),
    'support.city': SUPPORT_CITY,
    'code.length': String(CODE_LENGTH),
    'code.minutes': String(CODE_TTL_SECONDS / 60),
    'password.minLength': String(PASSWORD_MIN_LENGTH),
    'attachments.types': attachmentTypesText(),
    'attachments.maxSize': `${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB`,
    'messages.maxLength': count(MESSAGE_MAX_LENGTH),
    'messages.maxParticipants': String(CONVERSATION_MAX_PARTICIPANTS),
    'messages.perMinute': String(MESSAGE_RATE_LIMIT.max),
    'applications.coverLetterMax': count(APPLICATION_LIMITS.coverLetter),
    'applications.declineNoteMax': count(APPLICATION_LIMITS.declineNote),
    'applications.portfolioLinksMax': String(APPLICATION_LIMITS.portfolioLinks),
    'trust.base': String(TRUST_WEIGHTS.base),
    'trust.emailVerified': String(TRUST_WEIGHTS.emailVerified),
    'trust.phone': String(TRUST_WEIGHTS.phone),
    'trust.perProfileField': String(TRUST_WEIGHTS.perProfileField),
    'trust.perMonthOfAge': String(TRUST_WEIGHTS.perMonthOfAge),
    'trust.maxAge': String(TRUST_WEIGHTS.maxAge),
  };
}

export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

/** Fills a text's placeholders; an unknown name throws (the content test loads every article). */
export function fillPlaceholders(text: string, values: Record<string, string>, where: string): string {
  return text.replace(PLACEHOLDER_PATTERN, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`help article ${where}: unknown placeholder {{${name}}}`);
    return value;
  });
}

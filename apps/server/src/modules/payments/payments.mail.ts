import { MONEY_BACK_DAYS } from '@hirehand/shared/membership/plans';
import { defineMail, type MailTools } from '../../platform/mail/mail-template';

/**
 * The payments module's e-mails (decision 020), rendered in the recipient's locale and time
 * zone: a receipt, the trial ending in 2 days, a failed renewal, a cancellation, a plan that
 * ended and a refund. Parameters carry cents and a currency, formatted here for the reader.
 */

const money = (t: MailTools, cents: number, currency: string) =>
  `${new Intl.NumberFormat(t.locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)} ${currency.toUpperCase()}`;

const membershipButton = (t: MailTools) => ({
  button: 'Open your membership',
  href: `${t.publicUrl}/membership`,
});

export const receiptMail = defineMail(
  'payment_receipt',
  (
    p: { planName: string; amountCents: number; currency: string; paidAt: string; periodEnd: string | null },
    t,
  ) => ({
    subject: 'Your HireHand receipt',
    body: [
      `Thank you: we received your payment of ${money(t, p.amountCents, p.currency)} for ${p.planName} on ${t.formatDate(p.paidAt)}.`,
      ...(p.periodEnd
        ? [`Your plan is paid until ${t.formatDate(p.periodEnd)} and renews then automatically.`]
        : []),
      `Changed your mind? Payments can be refunded within ${MONEY_BACK_DAYS} days from your billing history.`,
      membershipButton(t),
    ],
  }),
);

export const trialEndingMail = defineMail('trial_ending', (p: { planName: string; trialEnd: string }, t) => ({
  subject: `Your ${p.planName} trial ends in 2 days`,
  body: [
    `Your free ${p.planName} trial ends on ${t.formatDate(p.trialEnd)}.`,
    'No card was asked for, so nothing will be charged: when the trial ends, your account goes back to the Basic plan. To keep your plan, subscribe from your membership page.',
    membershipButton(t),
  ],
}));

export const renewalFailedMail = defineMail(
  'renewal_failed',
  (p: { planName: string; amountCents: number; currency: string }, t) => ({
    subject: 'Your HireHand payment did not go through',
    body: [
      `We could not renew your ${p.planName} plan: the payment of ${money(t, p.amountCents, p.currency)} was declined.`,
      'Your plan stays on for now and we will try again in a few days. If that payment fails too, your account goes back to the Basic plan.',
      membershipButton(t),
    ],
  }),
);

export const subscriptionCancelledMail = defineMail(
  'subscription_cancelled',
  (p: { planName: string; endsAt: string }, t) => ({
    subject: `Your ${p.planName} plan is cancelled`,
    body: [
      `Your ${p.planName} plan will not renew. You keep its features until ${t.formatDate(p.endsAt)}, then your account goes back to the Basic plan.`,
      'Changed your mind? Resume the plan from your membership page before that date.',
      membershipButton(t),
    ],
  }),
);

export const planEndedMail = defineMail('plan_ended', (p: { planName: string; trial: boolean }, t) => ({
  subject: p.trial ? `Your ${p.planName} trial has ended` : `Your ${p.planName} plan has ended`,
  body: [
    `${p.trial ? `Your free ${p.planName} trial` : `Your ${p.planName} plan`} has ended, and your account is on the Basic plan now.`,
    'You can upgrade again at any time from your membership page.',
    membershipButton(t),
  ],
}));

export const refundMail = defineMail(
  'payment_refunded',
  (p: { planName: string | null; amountCents: number; currency: string }, t) => ({
    subject: 'Your HireHand refund',
    body: [
      `We refunded ${money(t, p.amountCents, p.currency)}${p.planName ? ` for ${p.planName}` : ''}. Depending on your bank, it shows on your statement within 5 to 10 business days.`,
      ...(p.planName
        ? ['The plan this payment was for has ended, and your account is on the Basic plan.']
        : []),
      membershipButton(t),
    ],
  }),
);

/** Every e-mail of the payments module, registered by payments.routes.ts. */
export const PAYMENT_MAILS = [
  receiptMail,
  trialEndingMail,
  renewalFailedMail,
  subscriptionCancelledMail,
  planEndedMail,
  refundMail,
];

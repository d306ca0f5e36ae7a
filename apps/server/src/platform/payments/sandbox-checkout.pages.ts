import { SANDBOX_CHECKOUT_PATH } from '@hirehand/shared/payments/payments';
import type { SandboxCheckoutSessionRow } from '../../db/schema/sandbox-payments';
import { escapeHtml, htmlPage } from '../html-page';

/** The words of the sandbox checkout page (en-CA): a developer's and tester's page, never a real charge. */
export const SANDBOX_CHECKOUT_TEXTS = {
  title: 'Sandbox checkout',
  notice: 'Sandbox: no real charge',
  explanation: 'This is the built-in test payment page. No card is asked for and no money moves.',
  item: 'Item',
  amount: 'Amount',
  perMonth: 'per month',
  trial: (days: number) =>
    `Free for ${days} days, no card needed. Without a payment the plan returns to Basic.`,
  thenPerMonth: (amount: string) => `Then ${amount} per month.`,
  taxes: 'Taxes extra where they apply.',
  declines: 'Simulate a card that declines at renewal',
  pay: 'Pay',
  startTrial: 'Start trial',
  cancel: 'Cancel',
  expiredTitle: 'Checkout session expired',
  expired: 'Payment session expired. Please try again.',
  back: 'Back to HireHand',
  notFoundTitle: 'Checkout session not found',
  notFound: 'This checkout session does not exist.',
} as const;

const T = SANDBOX_CHECKOUT_TEXTS;

const STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1e293b; background: #f1f5f9; }
body { margin: 0; padding: 2rem 1rem; }
main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(15 23 42 / 0.12); padding: 1.5rem; }
h1 { font-size: 1.4rem; margin: 0 0 0.75rem; }
.notice { background: #fef3c7; border: 2px dashed #d97706; color: #78350f; border-radius: 0.5rem; padding: 0.6rem 0.9rem; margin: 0 0 1rem; font-weight: 700; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; margin: 1rem 0; }
dt { color: #475569; font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.small { color: #475569; font-size: 0.9rem; }
label { display: flex; gap: 0.5rem; align-items: center; margin: 1rem 0; }
.actions { display: flex; gap: 0.75rem; justify-content: flex-end; margin-top: 1.25rem; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.5rem; border: 1px solid #cbd5e1; background: #fff; cursor: pointer; }
button.primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; font-weight: 600; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
a { color: #1d4ed8; }
`;

function page(props: { title: string; nonce: string; body: string }) {
  return htmlPage({
    title: props.title,
    head: `<link rel="icon" href="data:,">
<style nonce="${escapeHtml(props.nonce)}">${STYLES}</style>
`,
    body: `<main>
<h1>${escapeHtml(props.title)}</h1>
<p class="notice" role="note">${escapeHtml(T.notice)}</p>
${props.body}
</main>`,
  });
}

/** "$4.99 CAD": the sandbox prints amounts the way Stripe's page does. */
const formatAmount = (cents: number, currency: string) =>
  `$${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

export const sandboxCheckoutPath = (id: string) => `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(id)}`;

/** The open session: what is bought, for how much, and the buttons (a form posting back here). */
export function renderSandboxCheckoutPage(session: SandboxCheckoutSessionRow, nonce: string) {
  const amount = formatAmount(session.amountCents, session.currency);
  const trial = session.mode === 'subscription' && session.trialDays > 0;
  const price = trial
    ? `<dd>${escapeHtml(T.trial(session.trialDays))} ${escapeHtml(T.thenPerMonth(amount))}</dd>`
    : `<dd>${escapeHtml(amount)}${session.mode === 'subscription' ? ` ${escapeHtml(T.perMonth)}` : ''}</dd>`;
  // A trial takes no card, so there is nothing to decline; a paid plan renews with the card chosen here.
  const declineOption =
    session.mode === 'subscription' && !trial
      ? `<label><input type="checkbox" name="decline_renewal" value="on"> ${escapeHtml(T.declines)}</label>\n`
      : '';
  return page({
    title: T.title,
    nonce,
    body: `<p class="small">${escapeHtml(T.explanation)}</p>
<dl>
<dt>${escapeHtml(T.item)}</dt><dd>${escapeHtml(session.itemName)}</dd>
<dt>${escapeHtml(T.amount)}</dt>${price}
</dl>
<p class="small">${escapeHtml(T.taxes)}</p>
<form method="post" action="${escapeHtml(sandboxCheckoutPath(session.id))}">
${declineOption}<div class="actions">
<button type="submit" name="action" value="cancel">${escapeHtml(T.cancel)}</button>
<button type="submit" name="action" value="pay" class="primary">${escapeHtml(trial ? T.startTrial : T.pay)}</button>
</div>
</form>`,
  });
}

export function renderSandboxExpiredPage(session: SandboxCheckoutSessionRow, nonce: string) {
  return page({
    title: T.expiredTitle,
    nonce,
    body: `<p role="alert">${escapeHtml(T.expired)}</p>
<p><a href="${escapeHtml(session.cancelUrl)}">${escapeHtml(T.back)}</a></p>`,
  });
}

export function renderSandboxNotFoundPage(nonce: string) {
  return page({ title: T.notFoundTitle, nonce, body: `<p role="alert">${escapeHtml(T.notFound)}</p>` });
}

import { DEV_MAILBOX_PATH } from '@hirehand/shared/platform/dev-mailbox';
import type { OutboxEmailRow } from '../../db/schema/mail';
import { escapeHtml, htmlPage } from '../../platform/html-page';
import { DEV_MAILBOX_MESSAGES as M } from './dev-mailbox.messages';
import type { OutboxListItem } from './dev-mailbox.repo';

/** 2025-05-01 14:03:22 UTC: exact, so a developer can match an e-mail with a log line. */
const formatTime = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/**
 * Escapes a text body and turns its http(s) links into anchors, so a developer can
 * click the verification link. Matching runs on the escaped text, which holds no
 * quote or angle bracket, so a link can never break out of its attribute.
 */
export function linkifyText(text: string) {
  return escapeHtml(text).replace(/https?:\/\/[^\s]+/g, (match) => {
    const trailing = /[.,;:!?)]+$/.exec(match)?.[0] ?? '';
    const url = match.slice(0, match.length - trailing.length);
    return `<a href="${url}">${url}</a>${trailing}`;
  });
}

const STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1e293b; background: #f1f5f9; }
body { margin: 0; }
header { background: #0f172a; color: #fff; padding: 1rem 1.5rem; display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
header h1 { font-size: 1.25rem; margin: 0; }
header a { color: #fff; }
.badge { background: #fbbf24; color: #451a03; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; border-radius: 999px; padding: 0.2rem 0.6rem; }
main { max-width: 64rem; margin: 0 auto; padding: 1.5rem; }
.notice { background: #fef3c7; border: 2px dashed #d97706; color: #78350f; border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 0 0 1.25rem; font-size: 0.9rem; line-height: 1.4; }
.bar { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; margin-bottom: 0.5rem; color: #475569; font-size: 0.9rem; }
.card { background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(15 23 42 / 0.12); overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { text-align: left; padding: 0.65rem 1rem; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
th { background: #f8fafc; color: #475569; font-weight: 600; white-space: nowrap; }
tr:last-child td { border-bottom: 0; }
td.time, td.category { white-space: nowrap; color: #475569; }
a { color: #1d4ed8; }
a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.empty { padding: 2rem 1rem; text-align: center; color: #475569; }
.message { padding: 1.25rem 1.5rem; }
.message h2 { font-size: 1.25rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 0 0 1.25rem; font-size: 0.9rem; }
dt { color: #475569; font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
h3 { font-size: 0.95rem; margin: 1.25rem 0 0.5rem; color: #334155; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: 0.95rem/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f8fafc; border: 1px solid #e2e8f0; border-radius: 0.5rem; padding: 1rem; margin: 0; }
`;

function page(props: { title: string; nonce: string; body: string }) {
  return htmlPage({
    title: `${props.title} · ${M.title}`,
    head: `<link rel="icon" href="data:,">
<style nonce="${escapeHtml(props.nonce)}">${STYLES}</style>
`,
    body: `<header><h1><a href="${DEV_MAILBOX_PATH}">${escapeHtml(M.title)}</a></h1><span class="badge">${escapeHtml(M.badge)}</span></header>
<main>
<p class="notice" role="note">${escapeHtml(M.notice)}</p>
${props.body}
</main>`,
  });
}

const messagePath = (id: string) => `${DEV_MAILBOX_PATH}/${encodeURIComponent(id)}`;

/** The list: recipient, subject (a link to the message), category and time, newest first. */
export function renderMailboxPage(props: { rows: OutboxListItem[]; total: number; nonce: string }) {
  const { rows, total } = props;
  const table = rows.length
    ? `<table>
<thead><tr><th scope="col">${M.to}</th><th scope="col">${M.subject}</th><th scope="col">${M.category}</th><th scope="col">${M.received}</th></tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><td>${escapeHtml(row.toAddress)}</td><td><a href="${messagePath(row.id)}">${escapeHtml(row.subject)}</a></td><td class="category">${escapeHtml(row.category)}</td><td class="time"><time datetime="${row.createdAt.toISOString()}">${formatTime(row.createdAt)}</time></td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`
    : `<p class="empty">${escapeHtml(M.empty)}</p>`;
  return page({
    title: M.title,
    nonce: props.nonce,
    body: `<div class="bar"><span>${escapeHtml(M.count(rows.length, total))}</span><a href="${DEV_MAILBOX_PATH}">${M.refresh}</a></div>
<div class="card">${table}</div>`,
  });
}

/** One e-mail: headers, the text body with clickable links, and a link to the sandboxed HTML version. */
export function renderMessagePage(props: { email: OutboxEmailRow; nonce: string }) {
  const { email } = props;
  const header = (label: string, value: string | null) =>
    value ? `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>` : '';
  return page({
    title: email.subject,
    nonce: props.nonce,
    body: `<p><a href="${DEV_MAILBOX_PATH}">← ${M.back}</a></p>
<article class="card message">
<h2>${escapeHtml(email.subject)}</h2>
<dl>
${header(M.from, email.fromAddress)}
${header(M.to, email.toAddress)}
${header(M.replyTo, email.replyTo)}
${header(M.category, email.category)}
<dt>${M.received}</dt><dd><time datetime="${email.createdAt.toISOString()}">${formatTime(email.createdAt)}</time></dd>
</dl>
<h3>${M.textBody}</h3>
<pre>${linkifyText(email.textBody)}</pre>
${email.htmlBody ? `<h3>${M.htmlBody}</h3><p><a href="${messagePath(email.id)}/html">${escapeHtml(M.htmlOpen)}</a></p>` : ''}
</article>`,
  });
}

/** 404 page for an unknown or malformed id. */
export function renderNotFoundPage(nonce: string) {
  return page({
    title: M.notFound,
    nonce,
    body: `<p><a href="${DEV_MAILBOX_PATH}">← ${M.back}</a></p><div class="card"><p class="empty">${escapeHtml(M.notFound)}</p></div>`,
  });
}

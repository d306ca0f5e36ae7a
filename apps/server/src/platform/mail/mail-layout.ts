import type { MailBlock, MailContent } from './mail-template';

/** The words of the layout itself, per locale; a template's own words are its own. */
const LAYOUT_TEXTS = {
  'en-CA': {
    tagline: 'Local jobs and gigs',
    support: (address: string) => `Questions? Write to us at ${address}.`,
    unsubscribe: 'Unsubscribe from these e-mails',
  },
} as const;
type LayoutLocale = keyof typeof LAYOUT_TEXTS;

export const DEFAULT_MAIL_LOCALE: LayoutLocale = 'en-CA';
export const DEFAULT_MAIL_TIME_ZONE = 'America/Toronto';

const layoutTexts = (locale: string) => LAYOUT_TEXTS[locale as LayoutLocale] ?? LAYOUT_TEXTS['en-CA'];

/** HTML escaping for text and attribute values (& < > " '). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Only web links become buttons; anything else (javascript:, data:) is shown as text. */
const isWebLink = (href: string) => /^https?:\/\//i.test(href);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) when the e-mail has a web unsubscribe link. */
  headers?: Record<string, string>;
}

export interface LayoutOptions {
  locale: string;
  publicUrl: string;
  supportEmail: string;
}

const COLORS = { ink: '#1f2937', muted: '#4b5563', brand: '#1d4ed8', line: '#e5e7eb', paper: '#f9fafb' };

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`;
  if ('code' in block) {
    return `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(block.code)}</p>`;
  }
  if ('button' in block) {
    if (!isWebLink(block.href))
      return `<p style="margin:0 0 16px">${escapeHtml(`${block.button}: ${block.href}`)}</p>`;
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:10px 18px;background:${COLORS.brand};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(block.button)}</a></p>`;
  }
  if ('quote' in block) {
    const quoted = escapeHtml(block.quote).replace(/\r?\n/g, '<br>');
    return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${COLORS.line};color:${COLORS.muted};overflow-wrap:anywhere">${quoted}</blockquote>`;
  }
  return `<p style="margin:0 0 16px">${block.lines.map(escapeHtml).join('<br>')}</p>`;
}

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('code' in block) return `    ${block.code}`;
  if ('button' in block) return `${block.button}: ${block.href}`;
  if ('quote' in block)
    return block.quote
      .split(/\r?\n/)
      .map((line) => `> ${line}`)
      .join('\n');
  return block.lines.join('\n');
}

/**
 * The one layout of every e-mail: the product's header, the template's blocks, and a footer
 * with the support address and, when the e-mail has one, its unsubscribe link. Both parts
 * come from the same blocks, and every parameter is escaped in the HTML part.
 */
export function renderLayout(content: MailContent, options: LayoutOptions): RenderedMail {
  const texts = layoutTexts(options.locale);
  const support = texts.support(options.supportEmail);
  const unsubscribe = content.unsubscribeUrl;

  const text = [
    `HireHand · ${texts.tagline}`,
    '',
    content.body.map(blockText).join('\n\n'),
    '',
    '--',
    `HireHand · ${options.publicUrl}`,
    support,
    ...(unsubscribe ? [`${texts.unsubscribe}: ${unsubscribe}`] : []),
  ].join('\n');

  const footerLinks = [
    `<a href="${escapeHtml(options.publicUrl)}" style="color:${COLORS.muted}">HireHand</a>`,
    escapeHtml(support).replace(
      escapeHtml(options.supportEmail),
      `<a href="mailto:${escapeHtml(options.supportEmail)}" style="color:${COLORS.muted}">${escapeHtml(options.supportEmail)}</a>`,
    ),
    ...(unsubscribe && isWebLink(unsubscribe)
      ? [
          `<a href="${escapeHtml(unsubscribe)}" style="color:${COLORS.muted}">${escapeHtml(texts.unsubscribe)}</a>`,
        ]
      : []),
  ];
  const html = `<!doctype html>
<html lang="${escapeHtml(options.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.paper};color:${COLORS.ink};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid ${COLORS.line}"><span style="font-size:20px;font-weight:bold;color:${COLORS.brand}">HireHand</span> <span style="color:${COLORS.muted}">· ${escapeHtml(texts.tagline)}</span></td></tr>
<tr><td style="padding:24px;overflow-wrap:anywhere">
${content.body.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.line};font-size:13px;color:${COLORS.muted}">${footerLinks.join('<br>')}</td></tr>
</table>
</td></tr></table>${
    content.trackingImageUrl && isWebLink(content.trackingImageUrl)
      ? `\n<img src="${escapeHtml(content.trackingImageUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`
      : ''
  }
</body>
</html>`;
  return {
    subject: content.subject,
    text,
    html,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(unsubscribe && isWebLink(unsubscribe) && !/[\s<>]/.test(unsubscribe)
      ? { headers: unsubscribeHeaders(unsubscribe) }
      : {}),
  };
}

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the link.
 * RFC 2369 wants the link in angle brackets; a link holding one, a space or a line break gets no header.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  GOOGLE_MESSAGES,
  type GoogleFlow,
  IDP_ERROR_MESSAGE,
  IDP_RESULT_MESSAGE,
  type IdpPopupErrorCode,
  type IdpPopupResult,
} from '@hirehand/shared/auth/google';
import { escapeHtml, htmlPage } from '../../../platform/html-page';
import { serverRoot } from '../../../platform/paths';

/** Where the pages' stylesheet and script are served; the pages link them (the CSP allows no inline code). */
export const GOOGLE_ASSET_PATHS = {
  css: '/api/auth/google/assets/google-pages.css',
  popupScript: '/api/auth/google/assets/popup-result.js',
} as const;

/** The pages' static files, read once at start-up. */
export function loadGooglePageAssets() {
  const dir = path.join(serverRoot(), 'src', 'modules', 'auth', 'google', 'assets');
  return {
    css: readFileSync(path.join(dir, 'google-pages.css'), 'utf8'),
    popupScript: readFileSync(path.join(dir, 'popup-result.js'), 'utf8'),
  };
}

function page(title: string, body: string, opts: { bodyAttributes?: string; script?: boolean } = {}) {
  return htmlPage({
    title,
    head: `<link rel="stylesheet" href="${GOOGLE_ASSET_PATHS.css}">
${opts.script ? `<script src="${GOOGLE_ASSET_PATHS.popupScript}" defer></script>\n` : ''}`,
    bodyAttributes: opts.bodyAttributes,
    body,
  });
}

/** The development provider's page: clearly not Google; posts back e-mail and name. */
export function renderDevSignInPage(props: {
  flow: GoogleFlow;
  state: string;
  email?: string;
  fullName?: string;
  emailError?: string;
}) {
  const error = props.emailError
    ? `<p class="error" id="email-error" role="alert">${escapeHtml(props.emailError)}</p>`
    : '';
  const describedBy = props.emailError ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  return page(
    GOOGLE_MESSAGES.devPageTitle,
    `<main class="card">
<div class="dev-banner" role="note">
<h1>${escapeHtml(GOOGLE_MESSAGES.devPageTitle)}</h1>
<p class="notice">${escapeHtml(GOOGLE_MESSAGES.devPageNotice)}</p>
</div>
<form method="post" action="/api/auth/google/dev">
<input type="hidden" name="flow" value="${escapeHtml(props.flow)}">
<input type="hidden" name="state" value="${escapeHtml(props.state)}">
<label for="email">${escapeHtml(GOOGLE_MESSAGES.devEmailLabel)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(props.email ?? '')}"${describedBy}>
${error}
<label for="full_name">${escapeHtml(GOOGLE_MESSAGES.devNameLabel)}</label>
<input id="full_name" name="full_name" type="text" autocomplete="name" value="${escapeHtml(props.fullName ?? '')}">
<div class="actions">
<button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(GOOGLE_MESSAGES.devCancel)}</button>
<button type="submit" name="action" value="continue" class="primary">${escapeHtml(GOOGLE_MESSAGES.devContinue)}</button>
</div>
</form>
</main>`,
  );
}

const attribute = (name: string, value: string | null | undefined) =>
  value ? ` data-${name}="${escapeHtml(value)}"` : '';

/** The popup's last page: its script posts the result to the opener and closes the window. */
export function renderPopupResultPage(result: Omit<IdpPopupResult, 'type'>) {
  return page(
    GOOGLE_MESSAGES.popupFinishing,
    `<main class="card"><p class="status" role="status">${escapeHtml(GOOGLE_MESSAGES.popupFinishing)}</p></main>`,
    {
      script: true,
      bodyAttributes:
        attribute('idp-type', IDP_RESULT_MESSAGE) +
        attribute('id-token', result.id_token) +
        attribute('email', result.email) +
        attribute('display-name', result.display_name) +
        attribute('photo-url', result.photo_url),
    },
  );
}

/** The popup's page when sign-in failed or was cancelled: posts the Firebase-style code, then closes. */
export function renderPopupErrorPage(code: IdpPopupErrorCode) {
  return page(
    GOOGLE_MESSAGES.popupFailed,
    `<main class="card"><p class="status" role="alert">${escapeHtml(GOOGLE_MESSAGES.popupFailed)}</p></main>`,
    { script: true, bodyAttributes: attribute('idp-type', IDP_ERROR_MESSAGE) + attribute('code', code) },
  );
}

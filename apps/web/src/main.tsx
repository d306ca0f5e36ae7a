import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/i18n/i18n';
import { App } from './app/app';
import { preloadPageAt } from './app/page-loaders';
import { AppRoutes } from './app/router';
import './styles.css';

// Radix injects a <style> for scroll locking; it must carry this response's CSP nonce.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

async function start() {
  const container = document.getElementById('root')!;
  await preloadPageAt(window.location.pathname);
  const app = (
    <StrictMode>
      <App>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>
  );
  // The landing page arrives prerendered (the build renders it to HTML): hydrate it; every other
  // page renders here.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

// After `vite build` (client, with its manifest) and `vite build --ssr src/prerender.tsx`:
// writes one HTML page per entry of the page table (src/app/routing/page-table.ts) into
// dist/pages/, each preloading the code and texts its route loads first (so the browser fetches
// them in parallel with the entry, not after it), the prerendered HTML of the entries that ask
// for it, and pages.json, the server's list of pages; then writes brotli and gzip copies of every
// compressible file, which the server sends by Accept-Encoding.

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webRoot, 'dist');
const ssrDir = path.join(webRoot, 'dist-ssr');

/** Placeholders the server replaces with its own settings (apps/server/src/platform/web-client.ts). */
export const SUPPORT_EMAIL_PLACEHOLDER = '__SUPPORT_EMAIL__';

const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** A chunk's file and every chunk it imports statically, recursively. */
function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest (see the page table)`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entryFiles = staticClosure(entryKey);

function preloadLinks(modules) {
  const files = new Set();
  for (const key of modules)
    for (const file of staticClosure(key)) if (!entryFiles.has(file)) files.add(file);
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" nonce="__CSP_NONCE__">`)
    .join('\n    ');
}

function page(modules, rootHtml = '') {
  const links = preloadLinks(modules);
  let html = links ? shell.replace('</head>', `    ${links}\n  </head>`) : shell;
  if (rootHtml) html = html.replace('<div id="root"></div>', `<div id="root">${rootHtml}</div>`);
  if (rootHtml && html === shell) throw new Error('prerender: no <div id="root"></div> in index.html');
  return html;
}

const pagesDir = path.join(distDir, 'pages');
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });

const { renderPage, PAGES, planPages, pagesManifest } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
const plan = planPages(PAGES, Object.keys(manifest));
for (const entry of plan) writeFileSync(path.join(pagesDir, entry.file), page(entry.modules));

// Components write some styles as attributes (Radix's visually-hidden text, a bar's width). The
// page's CSP admits inline styles only by nonce, which attributes cannot carry; the server allows
// exactly these values by hash (style-src-attr 'unsafe-hashes'), so a prerendered page looks
// as it will after hydration and nothing else inline is admitted.
const decodeEntities = (text) =>
  text.replace(
    /&(amp|quot|#x27|#39|lt|gt);/g,
    (_, name) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[name],
  );
const styleAttributeHashes = new Map();
for (const entry of plan.filter((planned) => planned.prerender)) {
  const html = await renderPage(entry.path, { supportEmail: SUPPORT_EMAIL_PLACEHOLDER });
  if (!html.includes('<h1')) throw new Error(`prerender: ${entry.path} rendered without its heading`);
  writeFileSync(
    path.join(pagesDir, entry.file.replace(/\.html$/, '.prerendered.html')),
    page(entry.modules, html),
  );
  const styleValues = new Set(
    [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => decodeEntities(match[1])),
  );
  styleAttributeHashes.set(
    entry.path,
    [...styleValues].map((value) => `sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}`),
  );
}
writeFileSync(
  path.join(pagesDir, 'pages.json'),
  `${JSON.stringify(pagesManifest(plan, styleAttributeHashes), null, 2)}\n`,
);
rmSync(ssrDir, { recursive: true, force: true });

// Precompressed copies: hashed assets and static files (pages are sent with a per-response nonce,
// so the server compresses those as it sends them).
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
let written = 0;
function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name === 'pages' || name === '.vite') continue;
    if (statSync(file).isDirectory()) {
      compressTree(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
  }
}
compressTree(distDir);
console.log(
  `prerender: ${plan.length} pages, ${styleAttributeHashes.size} prerendered, ${written} files precompressed`,
);

// Takes full-page screenshots of a running app at desktop and mobile widths.
// Usage: node scripts/screenshot.mjs <url> <out-prefix>   (writes <prefix>-1280.png and <prefix>-375.png)
import { chromium } from '@playwright/test';

const [url = 'http://127.0.0.1:3000/', prefix = '/tmp/shot'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const errors = [];
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on(
    'console',
    (msg) => msg.type() === 'error' && errors.push(`${width}: ${msg.text().split('\n')[0]}`),
  );
  page.on('pageerror', (err) => errors.push(`${width}: ${err.message.split('\n')[0]}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
  console.log(`${prefix}-${width}.png  horizontal overflow: ${overflow}px`);
  await page.close();
}
if (errors.length) console.log(`console errors:\n${errors.join('\n')}`);
await browser.close();

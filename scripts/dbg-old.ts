import { chromium } from '@playwright/test';
import { serveCounted } from './bench-browse.ts';
const site = await serveCounted(process.argv[2]!);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
await page.addInitScript(() => {
  localStorage.setItem('cookie-consent', 'declined');
  sessionStorage.setItem('newsletter-panel-shown', '1');
});
const files: string[] = [];
page.on('requestfinished', async (r) => {
  if (r.resourceType() === 'script') {
    const s = await r.sizes();
    files.push(`${new URL(r.url()).pathname} ${s.responseBodySize}`);
  }
});
await page.goto(site.origin + '/', { waitUntil: 'networkidle' });
console.log('first', files.splice(0).length, JSON.stringify(site.take()));
const link = page.locator('a[href="/servizi"]').filter({ visible: true }).first();
await link.hover();
await page.waitForTimeout(300);
await link.click();
await page.waitForURL('**/servizi');
await page.waitForLoadState('networkidle');
await page.waitForTimeout(500);
console.log(files.length, files.slice(0, 50).join('\n'));
console.log(JSON.stringify(site.take()));
await browser.close();
site.close();

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { hashPassword } from '../../inbox/auth.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * The owner's app on a deployment (inbox/admin.ts) in a real Chromium: the built site served as `npm start` serves it,
 * with ADMIN_PASSWORD_HASH set. The login page works with JavaScript off, axe finds nothing on it, Enter submits it,
 * and "Esci" signs out by keyboard.
 */

const PASSWORD = 'la password del titolare, per le prove';

interface RunningSite {
  origin: string;
  stop(): Promise<void>;
}

/** The production server on a free port of its own, over a store of its own. */
async function startSiteWithLogin(databaseUrl: string): Promise<RunningSite> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'site-server/start.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      LEADS_DB_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
    },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site running on http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The site exited with ${code}:\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

test.describe.configure({ mode: 'serial' });

let site: RunningSite;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startSiteWithLogin(`file:test-results/e2e-admin-${Date.now()}.db`);
});

test.afterAll(async () => {
  await site?.stop();
});

test('the login page works with JavaScript off: a wrong password is told, the right one opens the app', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'it-IT' });
  try {
    const page = await context.newPage();
    await page.goto(`${site.origin}/admin/`);
    await expect(page).toHaveURL(`${site.origin}/admin/login`);
    await page.getByLabel('Password').fill('non è questa');
    await page.getByRole('button', { name: 'Entra' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password non corretta.');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
    await expect(page).toHaveURL(`${site.origin}/admin/`);
    await expect(page).toHaveTitle('Richieste dal sito');
  } finally {
    await context.close();
  }
});

test('an alert’s link to a lead opens that lead in the app, through the login', async ({ page }) => {
  const sent = await page.request.post(`${site.origin}/functions/v1/send-contact-email`, {
    data: {
      type: 'Richiesta Consulenza',
      nome: 'Lucia Avviso',
      email: 'lucia.avviso@example.com',
      timestamp: new Date().toISOString(),
      origine: 'Popup Consulenza - http://localhost:4173/',
    },
  });
  const { id } = (await sent.json()) as { id: string };
  await page.goto(`${site.origin}/admin/?lead=${id}`);
  await expect(page).toHaveURL(`${site.origin}/admin/login?lead=${id}`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page).toHaveURL(`${site.origin}/admin/?lead=${id}`);
  await expect(page.getByRole('dialog')).toContainText('lucia.avviso@example.com');
});

test('axe finds nothing on the login page; Enter submits it; the app opens on its summary and Statistiche; "Esci" works by keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${site.origin}/admin/login`);
  await expectNoAxeViolations(page, 'the login page');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.origin}/admin/`);
  await expect(page.getByRole('heading', { level: 2, name: 'In breve' })).toBeVisible();
  await page.getByRole('tab', { name: 'Statistiche' }).click();
  await expect(page.getByRole('heading', { name: 'Pagine più viste' })).toBeVisible();
  await expectNoAxeViolations(page, 'Statistiche behind the login');

  // "Esci" is the page's first control: on a fresh page, the first press of Tab reaches it, Enter signs out.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'In breve' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Esci' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.origin}/admin/login?uscito`);
  await expect(page.getByRole('status')).toHaveText('Sei uscito. A presto!');
  await expectNoAxeViolations(page, 'the login page after signing out');
  expect((await page.request.get(`${site.origin}/admin/api/stats?days=7`)).status()).toBe(401);
});

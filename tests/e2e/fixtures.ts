import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { NEWSLETTER_SESSION_KEY } from '../../src/dialogs/newsletter-session.ts';

/** Every test fails if the page logged an error or threw: a visitor would have met a broken page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const CONSENT_KEY = 'cookie-consent';

/** Waits until the page's first screen is interactive: the entry script marks it once its first islands have hydrated. */
export function waitUntilInteractive(page: Page) {
  return expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 20_000 });
}

/**
 * Opens a page as a returning visitor who already answered the consent banner and has seen the newsletter panel this session,
 * and, unless the test says when to stop waiting (`waitUntil`), waits until its first screen is interactive: the entry script
 * is asked for only once the page has painted, which can be after the load event (src/app/first-paint.ts).
 */
export async function gotoWithConsent(
  page: Page,
  path: string,
  consent: 'accepted' | 'declined' = 'declined',
  options?: Parameters<Page['goto']>[1],
) {
  await page.addInitScript(
    ([key, value, newsletterKey]) => {
      // Init scripts also run in embedded frames (the map), whose storage belongs to another site.
      if (window !== window.top) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem(newsletterKey, '1');
    },
    [CONSENT_KEY, consent, NEWSLETTER_SESSION_KEY] as const,
  );
  await page.goto(path, options);
  if (options?.waitUntil === undefined) await waitUntilInteractive(page);
}

/**
 * Leaves every view of the page out of the Web Vitals sample. The tracker draws Math.random once per view and takes one in
 * `webVitalsOneIn` (src/analytics/tracker.ts); a sampled view fetches and runs the web-vitals chunk after load, work a test
 * of a press's timing would otherwise share its frames with one run in five. Every draw lands in [0.999, 0.999999): never
 * sampled up to one view in a thousand, and still a different number each time for any other reader of Math.random.
 * tests/e2e/web-vitals.spec.ts tests the sampled views.
 */
export async function leaveOutOfWebVitalsSample(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const draw = Math.random;
    Math.random = () => 0.999 + draw() * 0.000_999;
  });
}

/** The notice a form shows once it has been sent or has failed (a Mantine notification, role alert). */
export function notice(page: Page, title: string, message?: string): Locator {
  const titled = page.getByRole('alert').filter({ hasText: title });
  return message === undefined ? titled : titled.filter({ hasText: message });
}

export const ENTRY_SCRIPT = /\/assets\/entry-client-[\w-]+\.js$/;
export const ENDPOINT = '**/functions/v1/send-contact-email';
// Until the test releases it; the bound only keeps a broken test from hanging.
export const HOLD_MS = 15_000;

/** The entry script arrives only when `release()` is called (or HOLD_MS after it was asked for), as on a slow network. */
export async function holdEntryScript(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY_SCRIPT, async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
    await route.continue();
  });
  return { release };
}

/**
 * Opens a page without waiting for its load event, which waits for the module script that is held
 * back: the visitor acts as soon as the prerendered HTML is painted.
 */
export async function openBeforeScript(page: Page, pathname: string) {
  await gotoWithConsent(page, pathname, 'declined', { waitUntil: 'commit' });
  await expect(page.locator('main')).toBeVisible();
}

/**
 * Slows the page's CPU 4× (and its network, if asked) as on a cheap phone. Returns `cpu(rate)` to change the CPU's rate once
 * the measured moment is over: a throttled renderer costs about 0.6 core even when the page is idle, taken from the other worker.
 */
export async function slowDown(page: Page, { network }: { network: boolean }) {
  const cdp = await page.context().newCDPSession(page);
  const cpu = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cpu(4);
  const throttle = { cpu };
  if (!network) return throttle;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return throttle;
}

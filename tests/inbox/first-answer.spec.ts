import { createClient } from '@libsql/client';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { payloadFingerprint } from '../../functions/send-contact-email/fingerprint.ts';
import { openLibsqlLeadStore } from '../../functions/send-contact-email/libsql-store.ts';
import { CONTACT_TYPES } from '../../schema/contact.ts';
import type { ConsultationPayload } from '../../schema/contact.ts';
import { expectNoAxeViolations, startInbox } from './support.ts';

/**
 * The time to first answer on the inbox's home screen, over a store of its own: a lead that came 80 minutes ago is
 * waiting; moved to "in lavorazione", its wait is the week's median; the reply link pressed on a second lead records
 * that one's first answer, while the link stays the mail program's.
 */

const MINUTE = 60_000;

async function storeLead(databaseUrl: string, nome: string, receivedAt: Date): Promise<void> {
  // The inbox's server may be writing the same file: wait for its lock as the server does (node.ts).
  const store = await openLibsqlLeadStore(createClient({ url: databaseUrl, timeout: 5000 }));
  const payload: ConsultationPayload = {
    type: CONTACT_TYPES.consultation,
    nome,
    email: `${nome.toLowerCase()}@example.com`,
    timestamp: receivedAt.toISOString(),
    origine: 'Popup Consulenza - http://localhost:4173/',
  };
  await store.insertLead(
    { id: crypto.randomUUID(), receivedAt, payload, payloadHash: await payloadFingerprint(payload), deliveryStatus: 'pending' },
    receivedAt,
  );
  await store.close();
}

/** The week's and the month's cells of one figure of the table. */
function figure(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Tempo della prima risposta' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');
}

test('a lead moved to "in lavorazione" shows its wait as the week’s time to first answer', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const databaseUrl = `file:test-results/first-answer-${testInfo.workerIndex}-${Date.now()}.db`;
  await storeLead(databaseUrl, 'Ornella', new Date(Date.now() - 80 * MINUTE));
  await storeLead(databaseUrl, 'Piero', new Date(Date.now() - 30 * MINUTE));

  const inbox = await startInbox(databaseUrl);
  try {
    await page.goto(inbox.address);
    await expect(figure(page, 'Mediana in tutto')).toHaveText(['–', '–']);
    await expect(figure(page, 'Con risposta')).toHaveText(['0', '0']);
    await expect(figure(page, 'Ancora senza risposta')).toHaveText(['2', '2']);

    await page.getByRole('button', { name: 'Ornella' }).click();
    const drawer = page.getByRole('dialog', { name: 'Richiesta di Ornella' });
    await drawer.getByRole('combobox', { name: 'Stato' }).selectOption({ label: 'in lavorazione' });
    await drawer.getByRole('button', { name: 'Salva' }).click();
    await expect(drawer.getByRole('status')).toHaveText('Salvato.');
    await page.keyboard.press('Escape');
    // 80 minutes, and the seconds the inbox took to start.
    await expect(figure(page, 'Mediana in tutto')).toHaveText([/^1\sh\s2[01]\smin$/, /^1\sh\s2[01]\smin$/]);
    await expect(figure(page, 'Con risposta')).toHaveText(['1', '1']);
    await expect(figure(page, 'Ancora senza risposta')).toHaveText(['1', '1']);
    await expectNoAxeViolations(page, 'the time to first answer');

    // The reply link: the press is recorded and the mail program is left to open (nothing here stops the link).
    await page.getByRole('button', { name: 'Piero' }).click();
    const reply = page.getByRole('dialog', { name: 'Richiesta di Piero' }).getByRole('link', { name: 'Rispondi per e-mail' });
    const recorded = page.waitForResponse((response) => response.url().endsWith('/reply') && response.status() === 204);
    const defaultPrevented = reply.evaluate(
      (link) =>
        new Promise<boolean>((resolve) =>
          link.addEventListener('click', (event) => setTimeout(() => resolve(event.defaultPrevented)), { once: true }),
        ),
    );
    await reply.click();
    await recorded;
    expect(await defaultPrevented).toBe(false);
    await page.keyboard.press('Escape');
    await expect(figure(page, 'Con risposta')).toHaveText(['2', '2']);
    await expect(figure(page, 'Ancora senza risposta')).toHaveText(['0', '0']);
  } finally {
    await inbox.stop();
  }
});

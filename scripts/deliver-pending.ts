/**
 * One delivery pass, now: mails every pending lead whose retry time has come, and every lead
 * kept while SMTP was not configured.
 *
 *   npm run deliver:pending             # respects the retry schedule
 *   npm run deliver:pending -- --now    # also retries leads whose next attempt is still in the future
 *
 * Reads the same environment as the function (LEADS_DB_URL, SMTP_*, MAIL_FROM, MAIL_TO). Safe to
 * run while the server runs: each lead is claimed before it is mailed, so none is mailed twice.
 * Exit code 0 when nothing failed, 1 when a delivery failed or SMTP is not configured.
 */
import { parseArgs } from 'node:util';
import { createSendContactEmailService } from '../functions/send-contact-email/node.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { now: { type: 'boolean', default: false }, db: { type: 'string' } },
  strict: true,
});

const env = values.db === undefined ? process.env : { ...process.env, LEADS_DB_URL: values.db };
const service = await createSendContactEmailService({ env });
try {
  if (service.config.smtp === undefined) {
    const counts = await service.store.countLeads();
    console.error(
      `SMTP is not configured (set SMTP_HOST, MAIL_FROM and MAIL_TO): ${counts.pending + counts.notConfigured} lead(s) are waiting.`,
    );
    process.exitCode = 1;
  } else {
    const summary = await service.deliverPendingNow({ ignoreSchedule: values.now });
    const counts = await service.store.countLeads();
    console.log(
      `Delivered ${summary.delivered}, failed ${summary.failed}; still waiting: ${counts.pending} pending, ${counts.notConfigured} kept without SMTP.`,
    );
    if (summary.failed > 0) process.exitCode = 1;
  }
} finally {
  await service.close();
}

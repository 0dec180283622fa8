/**
 * The copy of the e-mails the function sends to visitors (pages-yaml/_email.yaml), as the build writes it for every
 * runtime: beside the release's schedule, in a dot folder the site never serves (build/email-copy-file.ts). Each entry
 * reads it at start-up and hands it to the function: Node and Deno from DIST_DIR, a Worker from its static assets.
 * Without it (a function run without a build) no visitor is answered; the owner's mail is unchanged.
 */
import { functionEmailCopySchema } from '../../schema/email.ts';
import type { EmailCopy } from '../../schema/email.ts';
import type { Logger } from './log.ts';

export type { EmailCopy };

export const EMAIL_COPY_FILE = '.site-server/email-copy.json';

/** The copy in the build's file, or undefined (logged once) when there is none or it is not what this version reads. */
export function parseEmailCopy(text: string | undefined, logger: Logger): EmailCopy | undefined {
  if (text === undefined) {
    logger.warn('email_copy_missing', { file: EMAIL_COPY_FILE, message: 'No visitor is answered: build the site (npm run build).' });
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const parsed = functionEmailCopySchema.safeParse(data);
  if (parsed.success) return parsed.data;
  logger.error('email_copy_invalid', { file: EMAIL_COPY_FILE, message: 'No visitor is answered: build the site again.' });
  return undefined;
}

export function emailCopyText(copy: EmailCopy): string {
  return `${JSON.stringify(copy, null, 2)}\n`;
}

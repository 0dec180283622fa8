/**
 * The copy of the e-mails the function sends to visitors (pages-yaml/_email.yaml, validated, the agency's facts in
 * place), written where every runtime reads it at start-up and visitors get nothing (a dot folder: site-server/rules.ts
 * isBuildInternal). The function fills in the request's number and type when a mail leaves.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EMAIL_COPY_FILE, emailCopyText } from '../functions/send-contact-email/email-copy.ts';
import type { EmailCopy } from '../schema/email.ts';

/** Writes `<clientDir>/.site-server/email-copy.json`. */
export function writeEmailCopyFile(clientDir: string, copy: EmailCopy): string {
  const file = path.join(clientDir, EMAIL_COPY_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, emailCopyText(copy));
  return file;
}

import punycode from 'punycode/punycode.js';

/**
 * The specification's e-mail rule (§5), shared by the forms and the function: text, an at sign, text, a dot, text.
 * No spaces anywhere and a single at sign; any letter, so an address on an accented domain (mario@città.it) is one.
 */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}

/** "xn--citt-3na" back to "città"; a label that is not valid Punycode stays as written. */
function readableLabel(label: string): string {
  if (!label.startsWith('xn--')) return label;
  try {
    return punycode.toUnicode(label);
  } catch {
    return label;
  }
}

/**
 * The address as it is stored: the domain in lower case and readable. The part before the @ is the mailbox's own and
 * stays as typed. Chromium sends an accented domain as Punycode ("mario@xn--citt-3na.it"): it is stored as the
 * visitor wrote it, "mario@città.it".
 */
export function normalisedEmailAddress(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  const domain = value
    .slice(at + 1)
    .normalize('NFC')
    .toLowerCase()
    .split('.')
    .map(readableLabel)
    .join('.');
  return `${value.slice(0, at)}@${domain}`;
}

/** Just enough MIME parsing to read what nodemailer sends: headers, multipart parts, QP/base64 bodies, encoded words. */
export interface ParsedMessage {
  /** Header name (lower case) to its unfolded, still encoded values. */
  headers: Map<string, string[]>;
  /** Header lines as they appear after unfolding, e.g. "Subject: ..." */
  headerLines: string[];
  subject: string;
  text: string | undefined;
  html: string | undefined;
}

interface Part {
  headers: Map<string, string[]>;
  headerLines: string[];
  body: string;
}

export function parseMessage(raw: string): ParsedMessage {
  const root = parsePart(raw);
  const leaves = flattenParts(root);
  const bodyOf = (mediaType: string) => {
    const part = leaves.find((leaf) => contentType(leaf).startsWith(mediaType));
    return part === undefined ? undefined : decodeBody(part);
  };
  return {
    headers: root.headers,
    headerLines: root.headerLines,
    subject: decodeEncodedWords(root.headers.get('subject')?.[0] ?? ''),
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
  };
}

export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, encoded: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(encoded, 'base64').toString('utf8');
      return decodeQuotedPrintable(encoded.replace(/_/g, ' '));
    });
}

function parsePart(raw: string): Part {
  const separator = raw.indexOf('\r\n\r\n');
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator + 4);
  const headerLines = head.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  const headers = new Map<string, string[]>();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { headers, headerLines, body };
}

function contentType(part: Part): string {
  return (part.headers.get('content-type')?.[0] ?? 'text/plain').toLowerCase();
}

function flattenParts(part: Part): Part[] {
  const type = part.headers.get('content-type')?.[0] ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || boundary === undefined) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => parsePart(chunk.replace(/^\r\n/, '')))
    .flatMap(flattenParts);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase();
  const body = part.body.replace(/\r\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r\n/g, '')).replace(/\r\n/g, '\n');
  return body.replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index];
    const hex = value.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

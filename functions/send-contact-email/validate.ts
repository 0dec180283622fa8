import type { z } from 'zod';
import { CONTACT_TYPES, contactPayloadSchema, ELAPSED_FIELD } from '../../schema/contact.ts';
import type { ContactPayload } from '../../schema/contact.ts';

export const MAX_BODY_BYTES = 16 * 1024;

export interface FieldError {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: string;
  message: string;
  fields?: FieldError[];
}

export type BodyRejection = {
  status: 400 | 413 | 415;
  outcome: 'unsupported_media_type' | 'too_large' | 'malformed_json' | 'malformed_form' | 'body_unreadable';
  body: ErrorBody;
};

/** JSON from the site's scripts; a form's fields from a plain HTML form sent without JavaScript. */
export type BodyFormat = 'json' | 'form';

export type RequestBodyResult =
  | { ok: true; format: 'json'; value: unknown }
  | { ok: true; format: 'form'; value: Record<string, string> }
  | { ok: false; rejection: BodyRejection };

export type PayloadValidation = { ok: true; payload: ContactPayload } | { ok: false; body: ErrorBody; fields: FieldError[] };

export const UNSUPPORTED_MEDIA_TYPE: BodyRejection = {
  status: 415,
  outcome: 'unsupported_media_type',
  body: {
    error: 'unsupported_media_type',
    message: 'Send the body as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).',
  },
};

export const TOO_LARGE: BodyRejection = {
  status: 413,
  outcome: 'too_large',
  body: { error: 'payload_too_large', message: `The request body is larger than ${MAX_BODY_BYTES} bytes.` },
};

const MALFORMED_JSON: BodyRejection = {
  status: 400,
  outcome: 'malformed_json',
  body: { error: 'malformed_json', message: 'The request body is not valid JSON.' },
};

const MALFORMED_FORM: BodyRejection = {
  status: 400,
  outcome: 'malformed_form',
  body: { error: 'malformed_form', message: 'The form fields are not valid UTF-8.' },
};

export const BODY_UNREADABLE: BodyRejection = {
  status: 400,
  outcome: 'body_unreadable',
  body: { error: 'body_unreadable', message: 'The request body could not be read to the end.' },
};

/**
 * Parses the JSON or the form's fields of a body the function has already limited to MAX_BODY_BYTES (hono/body-limit,
 * handler.ts).
 */
export async function readRequestBody(request: Request): Promise<RequestBodyResult> {
  const format = bodyFormat(request.headers.get('content-type'));
  if (format === undefined) return { ok: false, rejection: UNSUPPORTED_MEDIA_TYPE };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await request.arrayBuffer());
  } catch {
    return { ok: false, rejection: BODY_UNREADABLE };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Object.fromEntries defines own properties, so a field named __proto__ stays a plain field.
    return format === 'json'
      ? { ok: true, format, value: JSON.parse(text) }
      : { ok: true, format, value: Object.fromEntries(new URLSearchParams(text)) };
  } catch {
    return { ok: false, rejection: format === 'json' ? MALFORMED_JSON : MALFORMED_FORM };
  }
}

export function bodyFormat(contentType: string | null | undefined): BodyFormat | undefined {
  const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

/**
 * A plain form's fields as a payload: a form carries no time of sending, so it is the time it arrives;
 * the elapsed time comes as text (a hidden field), empty when no script filled it in.
 */
export function formFieldsAsPayload(fields: Readonly<Record<string, string>>, arrivedAt: Date): Record<string, unknown> {
  const { [ELAPSED_FIELD]: elapsed, ...others } = fields;
  const payload: Record<string, unknown> = { timestamp: arrivedAt.toISOString(), ...others };
  const elapsedText = elapsed?.trim() ?? '';
  if (elapsedText !== '') payload[ELAPSED_FIELD] = /^\d{1,15}$/.test(elapsedText) ? Number(elapsedText) : elapsedText;
  return payload;
}

export function validateContactPayload(value: unknown): PayloadValidation {
  const result = contactPayloadSchema.safeParse(value);
  if (result.success) return { ok: true, payload: result.data };
  const fields = result.error.issues.flatMap((issue) => describeIssue(issue, value));
  const paths = [...new Set(fields.map((field) => field.path || 'the body'))];
  const noun = paths.length === 1 ? 'field is' : 'fields are';
  return {
    ok: false,
    fields,
    body: {
      error: 'invalid_payload',
      message: `The submission was not accepted: ${paths.length} ${noun} invalid (${paths.join(', ')}).`,
      fields,
    },
  };
}

const ALLOWED_TYPES = Object.values(CONTACT_TYPES)
  .map((type) => `'${type}'`)
  .join(', ');

const FORMAT_MESSAGES: Readonly<Record<string, string>> = {
  datetime: 'Must be an ISO 8601 date-time like 2025-01-15T10:30:00.000Z.',
};

function describeIssue(issue: z.core.$ZodIssue, input: unknown): FieldError[] {
  const path = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: path === '' ? key : `${path}.${key}`, message: 'Unknown field.' }));
    case 'invalid_union':
      return [{ path, message: `Must be one of ${ALLOWED_TYPES}.` }];
    case 'invalid_type':
      if (path === '') return [{ path, message: 'The body must be a JSON object.' }];
      if (valueAt(input, issue.path) === undefined) return [{ path, message: 'Required.' }];
      if (issue.expected === 'int') return [{ path, message: 'Must be a whole number.' }];
      return [{ path, message: issue.expected === 'string' ? 'Must be a string.' : `Must be of type ${issue.expected}.` }];
    case 'too_big':
      if (issue.origin !== 'string') return [{ path, message: `Must be at most ${String(issue.maximum)}.` }];
      return [{ path, message: `Must be at most ${String(issue.maximum)} characters.` }];
    case 'too_small':
      if (issue.origin !== 'string') return [{ path, message: `Must be at least ${String(issue.minimum)}.` }];
      return [{ path, message: 'Must not be empty.' }];
    case 'invalid_format':
      return [{ path, message: FORMAT_MESSAGES[issue.format] ?? `Must be a valid ${issue.format}.` }];
    default:
      return [{ path, message: issue.message }];
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || typeof key === 'symbol') return undefined;
    current = Object.getOwnPropertyDescriptor(current, key)?.value;
  }
  return current;
}

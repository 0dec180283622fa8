/** What the editor's server and its browser client say to each other (editor/server.ts, editor/client/). */

export type EditorHint = 'image' | 'long-text' | 'markdown' | 'route' | 'html' | 'datetime';

/** The part of JSON Schema that `z.toJSONSchema` writes for the content schemas, plus the editor's hint. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: JsonValue;
  enum?: JsonValue[];
  default?: JsonValue;
  description?: string;
  title?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  editor?: EditorHint;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
export type FieldPath = Array<string | number>;

export type FileKind = 'site' | 'email' | 'page' | 'post';

/** The site file and the visitors' e-mails file: settings, with no address of their own, never deleted. */
export function isSettingsFile(kind: FileKind): boolean {
  return kind === 'site' || kind === 'email';
}

export interface FileSummary {
  /** Project-relative: `pages-yaml/sport/calcio-marketing.yaml`. */
  file: string;
  kind: FileKind;
  /** The address the file serves; the site file shows the home page. */
  route: string;
  title: string;
  /** Errors the file has on disk now. */
  errors: number;
}

export interface SectionKind {
  type: string;
  description: string;
  /** The section folder's example.yaml, what "add a section" starts from. */
  example: JsonObject;
}

export interface EditorSchemas {
  page: JsonSchema;
  site: JsonSchema;
  /** pages-yaml/_email.yaml: the copy of the mails the site sends to visitors. */
  email: JsonSchema;
  sections: SectionKind[];
  /** Every address a link can lead to, with its anchors: `/contatti`, `/contatti#modulo`. */
  routes: string[];
}

export interface OpenedFile {
  file: string;
  kind: FileKind;
  route: string;
  data: JsonObject;
  /** The text's fingerprint when it was read: a save refuses a file that changed on disk since. */
  version: string;
}

export type IssueKind = 'error' | 'warning' | 'placeholder';

/** Where the editor serves axe-core for the preview's frame, the one script the frame may run. */
export const AXE_PATH = '/preview/axe.js';

export interface FieldIssue {
  path: FieldPath;
  message: string;
  kind: IssueKind;
}

export interface CheckResult {
  issues: FieldIssue[];
  /** Errors this change would cause in other files (a link to an anchor that would be gone), as the lint prints them. */
  elsewhere: string[];
  /** The page's markup inside #root, as the site renders it; absent while the file has errors that stop it. */
  preview?: string;
  /** The page's head as the build emits it (title, description, canonical address, Open Graph), with the preview. */
  head?: string;
  /** Some sections have errors: they show as they last were without one. */
  partial?: boolean;
  /** Set when the page's address, title or the set of pages changed and the preview must load its document again. */
  reload?: boolean;
}

export interface SaveResult {
  version: string;
  /** Lines of the file that changed. */
  changedLines: number;
}

export interface NewPageRequest {
  /** Inside pages-yaml/, without `.yaml`: `sport/tennis`. */
  path: string;
  template: 'blank' | 'sport';
  /** The page's title (blank) or the sport's name (sport). */
  name: string;
  /** Sport only: "la mia società di tennis". */
  sportWord?: string;
}

export interface UploadResult {
  /** What the image's `src` becomes: `/images/squadra/foto.jpg` or `./foto.jpg`. */
  src: string;
}

export interface ApiError {
  error: string;
  message: string;
  issues?: FieldIssue[];
  elsewhere?: string[];
}

export type { FieldChange, FileHistory, FileVersion } from '../publish/history.ts';
export type { Author, PublishStatus, PublishTarget, ReleaseBlocker } from '../publish/publish.ts';

import type { PublishStatus, PublishTarget } from '../publish/publish.ts';

export interface PublishRequest {
  target: PublishTarget;
  /** The marketer's own words, added to the commit. */
  message?: string;
}

/** The editor's publication, as it runs: each step with the Italian line the marketer reads. */
export interface PublicationView {
  target: PublishTarget;
  startedAt: string;
  running: boolean;
  steps: Array<{ status: PublishStatus; text: string }>;
}

/** `sections[2].items[0].value` → ['sections', 2, 'items', 0, 'value']: a field as the lint and the gate name it. */
export function parseFieldPath(formatted: string): FieldPath {
  const path: FieldPath = [];
  for (const match of formatted.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) path.push(Number(match[2]));
    else if (match[1] !== undefined) path.push(match[1]);
  }
  return path;
}

export interface RestoreRequest {
  file: string;
  commit: string;
  /** The fingerprint of the file as the editor has it: a restore refuses a file that changed on disk since. */
  version: string;
}

import type {
  ApiError,
  Author,
  CheckResult,
  EditorSchemas,
  FileHistory,
  FileSummary,
  JsonObject,
  NewPageRequest,
  OpenedFile,
  PublicationView,
  PublishRequest,
  SaveResult,
  UploadResult,
} from '../api-types.ts';

/** A refusal of the editor's server, with its Italian message and, for content, the fields it concerns. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin' };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await fetch(path, init);
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({ error: 'http', message: `Errore ${response.status}` }))) as ApiError;
    throw new ApiFailure(response.status, failure);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const query = (file: string) => `file=${encodeURIComponent(file)}`;

export const api = {
  files: () => call<FileSummary[]>('GET', '/api/files'),
  schemas: () => call<EditorSchemas>('GET', '/api/schemas'),
  open: (file: string) => call<OpenedFile>('GET', `/api/file?${query(file)}`),
  check: (file: string, data: JsonObject, signal?: AbortSignal) =>
    fetch('/api/check', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ file, data }),
      ...(signal ? { signal } : {}),
    }).then(async (response) => {
      if (!response.ok) throw new ApiFailure(response.status, (await response.json()) as ApiError);
      return (await response.json()) as CheckResult;
    }),
  save: (file: string, data: JsonObject, version: string) => call<SaveResult>('POST', '/api/save', { file, data, version }),
  history: (file: string) => call<FileHistory>('GET', `/api/history?${query(file)}`),
  restore: (file: string, commit: string, version: string) => call<OpenedFile>('POST', '/api/restore', { file, commit, version }),
  author: () => call<Author | null>('GET', '/api/author'),
  saveAuthor: (author: Author) => call<Author>('PUT', '/api/author', author),
  publication: () => call<PublicationView | null>('GET', '/api/publish'),
  publish: (request: PublishRequest) => call<PublicationView>('POST', '/api/publish', request),
  createPage: (request: NewPageRequest) => call<OpenedFile>('POST', '/api/pages', request),
  deletePage: (file: string) => call<undefined>('DELETE', `/api/pages?${query(file)}`),
  upload: (form: FormData) => call<UploadResult>('POST', '/api/images', form),
  previewAddress: (file: string) => `/preview/page?${query(file)}`,
};

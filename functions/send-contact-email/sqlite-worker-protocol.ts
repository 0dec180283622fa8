import type { InStatement, Value } from '@libsql/client';

/** Messages between `sqlite-worker-client.ts` (the HTTP server's thread) and `sqlite-worker.ts`. */
export interface WorkerSettings {
  /** The database file (node.ts's localDatabasePath of a `file:` URL). */
  path: string;
  busyTimeoutMs: number;
}

export type WorkerRequest =
  | { kind: 'execute'; id: number; statement: InStatement }
  | { kind: 'batch'; id: number; statements: InStatement[]; mode: 'write' | 'read' }
  | { kind: 'close' };

export interface WorkerResult {
  rows: Array<Record<string, Value>>;
  rowsAffected: number;
}

export interface WorkerError {
  message: string;
  code: string | undefined;
}

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: WorkerError }
  | { kind: 'result'; id: number; results: WorkerResult[] }
  | { kind: 'error'; id: number; error: WorkerError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isWorkerSettings(value: unknown): value is WorkerSettings {
  return isRecord(value) && typeof value.path === 'string' && typeof value.busyTimeoutMs === 'number';
}

// Both ends are this codebase, so the checks only tell the message kinds apart.
export function isWorkerRequest(value: unknown): value is WorkerRequest {
  return isRecord(value) && (value.kind === 'execute' || value.kind === 'batch' || value.kind === 'close');
}

export function isWorkerReply(value: unknown): value is WorkerReply {
  return isRecord(value) && (value.kind === 'ready' || value.kind === 'failed' || value.kind === 'result' || value.kind === 'error');
}

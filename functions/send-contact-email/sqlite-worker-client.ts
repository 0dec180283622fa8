import { Worker } from 'node:worker_threads';
import type { InStatement } from '@libsql/client';
import type { SqlClient, SqlResult } from './libsql-store.ts';
import { isWorkerReply } from './sqlite-worker-protocol.ts';
import { workerThreadModule } from './worker-module.ts';
import type { WorkerError, WorkerRequest, WorkerSettings } from './sqlite-worker-protocol.ts';

export class SqliteWorkerError extends Error {
  override name = 'SqliteWorkerError';
  readonly code: string | undefined;

  constructor({ message, code }: WorkerError) {
    super(message);
    this.code = code;
  }
}

interface PendingCall {
  resolve: (results: SqlResult[]) => void;
  reject: (error: Error) => void;
}

/**
 * A SqlClient for a `file:` SQLite database whose connection lives on a worker thread, so that
 * statement execution and disk syncs never stall the HTTP server's event loop. Calls are
 * executed one after another in the order they were made.
 */
export async function startSqliteWorkerClient(settings: WorkerSettings): Promise<SqlClient> {
  const module = workerThreadModule('sqlite-worker', import.meta.url);
  const worker = new Worker(module.filename, {
    eval: module.eval,
    workerData: settings,
  });
  const pending = new Map<number, PendingCall>();
  let nextId = 0;
  let exited = false;

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: unknown) => {
      if (!isWorkerReply(message)) return;
      if (message.kind === 'ready') resolve();
      else if (message.kind === 'failed') reject(new SqliteWorkerError(message.error));
      else {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.kind === 'result') call?.resolve(message.results);
        else call?.reject(new SqliteWorkerError(message.error));
      }
    });
    worker.on('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.on('exit', () => {
      exited = true;
      const error = new Error('The SQLite worker thread has stopped.');
      reject(error);
      failAll(error);
    });
  });

  const call = (request: WorkerRequest & { id: number }): Promise<SqlResult[]> =>
    new Promise((resolve, reject) => {
      if (exited) {
        reject(new Error('The SQLite worker thread has stopped.'));
        return;
      }
      pending.set(request.id, { resolve, reject });
      // One string crosses threads much faster than the structured clone of many small values.
      worker.postMessage(JSON.stringify(request));
    });

  return {
    protocol: 'file',
    async execute(statement: InStatement) {
      const [result] = await call({ kind: 'execute', id: nextId++, statement });
      if (result === undefined) throw new Error('The SQLite worker returned no result.');
      return result;
    },
    batch(statements: InStatement[], mode: 'write' | 'read') {
      return call({ kind: 'batch', id: nextId++, statements, mode });
    },
    async close() {
      if (exited) return;
      const stopped = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage(JSON.stringify({ kind: 'close' } satisfies WorkerRequest));
      await stopped;
    },
  };
}

/**
 * Runs on a worker thread started by `sqlite-worker-client.ts`: owns the one connection to the
 * SQLite file and executes the statements it is sent, one message at a time. SQLite calls block
 * their thread (disk syncs included), and here they block this one instead of the HTTP server's.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from '@libsql/client';
import type { ResultSet } from '@libsql/client';
import { isWorkerRequest, isWorkerSettings } from './sqlite-worker-protocol.ts';
import type { WorkerReply, WorkerResult } from './sqlite-worker-protocol.ts';

const port = parentPort;
if (port === null || !isWorkerSettings(workerData)) throw new Error('sqlite-worker.ts must be started by sqlite-worker-client.ts');

function plainResult(result: ResultSet): WorkerResult {
  return { rows: result.rows.map((row) => ({ ...row })), rowsAffected: result.rowsAffected };
}

function describeError(error: unknown): { message: string; code: string | undefined } {
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  return { message: error instanceof Error ? error.message : String(error), code: typeof code === 'string' ? code : undefined };
}

try {
  const client = createClient({ url: workerData.url, concurrency: 1, timeout: workerData.busyTimeoutMs });
  port.postMessage({ kind: 'ready' } satisfies WorkerReply);
  port.on('message', async (serialized: unknown) => {
    const message: unknown = typeof serialized === 'string' ? JSON.parse(serialized) : undefined;
    if (!isWorkerRequest(message)) return;
    if (message.kind === 'close') {
      client.close();
      port.close();
      return;
    }
    let reply: WorkerReply;
    try {
      const results =
        message.kind === 'execute' ? [await client.execute(message.statement)] : await client.batch(message.statements, message.mode);
      reply = { kind: 'result', id: message.id, results: results.map(plainResult) };
    } catch (error) {
      reply = { kind: 'error', id: message.id, error: describeError(error) };
    }
    port.postMessage(reply);
  });
} catch (error) {
  port.postMessage({ kind: 'failed', error: describeError(error) } satisfies WorkerReply);
}

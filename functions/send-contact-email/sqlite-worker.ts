/**
 * Runs on a worker thread started by `sqlite-worker-client.ts`: owns the one connection to the
 * SQLite file and executes the statements it is sent, one message at a time. SQLite calls block
 * their thread (disk syncs included), and here they block this one instead of the HTTP server's.
 *
 * It drives libsql's connection itself, as @libsql/client's `file:` client does, but keeps each statement it prepared:
 * that client prepares every statement again on every call, which took a fifth of this thread's time under load
 * (npm run bench:function: 1.15 of 5.8 s, 53 µs a lead). Results and errors keep the client's form.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'libsql';
import type { InStatement, InValue, Value } from '@libsql/client';
import { isWorkerRequest, isWorkerSettings } from './sqlite-worker-protocol.ts';
import type { WorkerReply, WorkerResult } from './sqlite-worker-protocol.ts';

/** Statements kept prepared. Those of the inserts and claims differ by their row count, so a few per kind. */
const PREPARED_STATEMENTS_KEPT = 256;

/** A statement that changes the schema: the result columns read when the others were prepared may no longer hold. */
const SCHEMA_CHANGE = /^\s*(?:CREATE|ALTER|DROP)\b/i;

interface CachedStatement {
  statement: Database.Statement;
  /** The result's column names, for a statement that returns rows. */
  columns: string[] | undefined;
}

const port = parentPort;
if (port === null || !isWorkerSettings(workerData)) throw new Error('sqlite-worker.ts must be started by sqlite-worker-client.ts');

function describeError(error: unknown): { message: string; code: string | undefined } {
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  return { message: error instanceof Error ? error.message : String(error), code: typeof code === 'string' ? code : undefined };
}

/** What SQLite binds, as @libsql/client converts it: booleans as 0/1, dates as milliseconds. */
function boundValue(value: InValue): InValue | Buffer {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('Only finite numbers can be passed to the database');
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.valueOf();
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  return value;
}

/** What a row holds, as @libsql/client gives it with its default `intMode` 'number'. */
function readValue(value: unknown): Value {
  if (typeof value === 'bigint') {
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
      throw new RangeError('Received integer which cannot be safely represented as a JavaScript number');
    }
    return Number(value);
  }
  if (value instanceof Buffer) return value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength);
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  throw new TypeError(`Unexpected value from SQLite: ${typeof value}`);
}

function openConnection(path: string, busyTimeoutMs: number) {
  const database = new Database(path, { timeout: busyTimeoutMs });
  const prepared = new Map<string, CachedStatement>();

  const prepare = (sql: string): CachedStatement => {
    const kept = prepared.get(sql);
    if (kept !== undefined) {
      // Most recently used last, so the first is the one to drop.
      prepared.delete(sql);
      prepared.set(sql, kept);
      return kept;
    }
    const statement = database.prepare(sql);
    statement.safeIntegers(true);
    const columns = statement.reader ? statement.columns().map((column) => column.name) : undefined;
    if (columns !== undefined) statement.raw(true);
    const entry = { statement, columns };
    prepared.set(sql, entry);
    if (prepared.size > PREPARED_STATEMENTS_KEPT) {
      const oldest = prepared.keys().next().value;
      if (oldest !== undefined) prepared.delete(oldest);
    }
    return entry;
  };

  const execute = (input: InStatement): WorkerResult => {
    const { sql, args } = typeof input === 'string' ? { sql: input, args: [] } : input;
    const bound = Array.isArray(args)
      ? args.map(boundValue)
      : Object.fromEntries(Object.entries(args ?? {}).map(([name, value]) => [name.replace(/^[@$:]/, ''), boundValue(value)]));
    const { statement, columns } = prepare(sql);
    if (columns === undefined) {
      const { changes } = statement.run(bound);
      if (SCHEMA_CHANGE.test(sql)) prepared.clear();
      return { rows: [], rowsAffected: changes };
    }
    const rows = statement.all(bound).map((values: unknown) => {
      if (!Array.isArray(values)) throw new TypeError('A raw statement returned a row that is not an array');
      const row: Record<string, Value> = {};
      columns.forEach((name, index) => {
        if (!Object.hasOwn(row, name)) row[name] = readValue(values[index]);
      });
      return row;
    });
    return { rows, rowsAffected: 0 };
  };

  /** The statements in one transaction: all of them or, at the first error, none. */
  const batch = (statements: readonly InStatement[], mode: 'write' | 'read'): WorkerResult[] => {
    execute(mode === 'write' ? 'BEGIN IMMEDIATE' : 'BEGIN TRANSACTION READONLY');
    try {
      const results = statements.map((statement) => {
        if (!database.inTransaction) throw Object.assign(new Error('The transaction has been rolled back'), { code: 'TRANSACTION_CLOSED' });
        return execute(statement);
      });
      execute('COMMIT');
      return results;
    } catch (error) {
      if (database.inTransaction) execute('ROLLBACK');
      throw error;
    }
  };

  return { execute, batch, close: () => database.close() };
}

try {
  const connection = openConnection(workerData.path, workerData.busyTimeoutMs);
  connection.execute('SELECT 1');
  port.postMessage({ kind: 'ready' } satisfies WorkerReply);
  port.on('message', (serialized: unknown) => {
    const message: unknown = typeof serialized === 'string' ? JSON.parse(serialized) : undefined;
    if (!isWorkerRequest(message)) return;
    if (message.kind === 'close') {
      connection.close();
      port.close();
      return;
    }
    let reply: WorkerReply;
    try {
      const results =
        message.kind === 'execute' ? [connection.execute(message.statement)] : connection.batch(message.statements, message.mode);
      reply = { kind: 'result', id: message.id, results };
    } catch (error) {
      reply = { kind: 'error', id: message.id, error: describeError(error) };
    }
    port.postMessage(reply);
  });
} catch (error) {
  port.postMessage({ kind: 'failed', error: describeError(error) } satisfies WorkerReply);
}

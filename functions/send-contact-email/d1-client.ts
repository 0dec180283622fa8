/**
 * The SqlClient the lead store needs, over a Cloudflare D1 binding: the same SQL as on a SQLite file
 * (D1 is SQLite). A D1 batch runs as one transaction, as libsql's write batch does. Web APIs only.
 */
import type { InStatement } from '@libsql/client';
import type { SqlClient, SqlResult, SqlRow } from './libsql-store.ts';

/** D1 binds at most 100 parameters in one statement; the store sizes its batched writes to fit. */
export const D1_MAX_BOUND_PARAMETERS = 100;

type D1Value = string | number | null;

/** The part of a D1 binding (`env.DB`, a `D1Database`) that the store uses. */
export interface D1Binding {
  prepare(query: string): D1Statement;
  batch(statements: D1Statement[]): Promise<D1Outcome[]>;
}

export interface D1Statement {
  bind(...values: D1Value[]): D1Statement;
  all(): Promise<D1Outcome>;
}

export interface D1Outcome {
  results: unknown[];
  meta: { changes?: number };
}

export function createD1SqlClient(database: D1Binding): SqlClient {
  const prepare = (statement: InStatement): D1Statement => {
    if (typeof statement === 'string') return database.prepare(statement);
    const values = Array.isArray(statement.args) ? statement.args : [];
    if (!Array.isArray(statement.args) && statement.args !== undefined)
      throw new Error('The lead store binds parameters by position only.');
    return database.prepare(statement.sql).bind(...values.map(d1Value));
  };
  return {
    protocol: 'd1',
    async execute(statement) {
      return sqlResult(await prepare(statement).all());
    },
    async batch(statements) {
      if (statements.length === 0) return [];
      return (await database.batch(statements.map(prepare))).map(sqlResult);
    },
    close() {
      // The binding belongs to the Worker's environment: nothing to release.
    },
  };
}

function d1Value(value: unknown): D1Value {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  throw new Error(`The lead store does not bind values of type ${typeof value}.`);
}

function sqlResult(outcome: D1Outcome): SqlResult {
  return { rows: outcome.results.filter(isRow), rowsAffected: outcome.meta.changes ?? 0 };
}

function isRow(value: unknown): value is SqlRow {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

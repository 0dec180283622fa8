// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSqliteWorkerClient } from '../../functions/send-contact-email/sqlite-worker-client.ts';
import type { SqlClient } from '../../functions/send-contact-email/libsql-store.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openWorkerClient(): Promise<SqlClient> {
  const directory = await mkdtemp(join(tmpdir(), 'sqlite-worker-'));
  const client = await startSqliteWorkerClient({ path: join(directory, 'test.db'), busyTimeoutMs: 5000 });
  cleanups.push(async () => {
    await client.close();
    await rm(directory, { recursive: true, force: true });
  });
  await client.execute('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, size REAL, done INTEGER)');
  return client;
}

// The worker keeps its statements prepared (sqlite-worker.ts): what a statement does must not depend on what it did before.
describe('the SQLite worker thread', () => {
  it('rolls back the whole batch at an error, and runs the same statements again afterwards', async () => {
    const client = await openWorkerClient();
    const insert = 'INSERT INTO items (name, size, done) VALUES (?, ?, ?)';
    await client.batch([{ sql: insert, args: ['primo', 1.5, true] }], 'write');

    await expect(
      client.batch(
        [
          { sql: insert, args: ['secondo', 2, false] },
          { sql: insert, args: ['primo', 3, false] },
        ],
        'write',
      ),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_CONSTRAINT/) });
    expect((await client.execute('SELECT name FROM items ORDER BY id')).rows).toEqual([{ name: 'primo' }]);

    await client.batch([{ sql: insert, args: ['secondo', 2, false] }], 'write');
    const { rows } = await client.execute({ sql: 'SELECT name, size, done FROM items WHERE id >= ? ORDER BY id', args: [1] });
    expect(rows).toEqual([
      { name: 'primo', size: 1.5, done: 1 },
      { name: 'secondo', size: 2, done: 0 },
    ]);
  });

  it('answers a read stopped halfway by an error, then the same read again in full', async () => {
    const client = await openWorkerClient();
    await client.execute({ sql: "INSERT INTO items (name) VALUES ('a'), ('b'), ('c')", args: [] });
    // json() fails on the second row, after the first was read.
    const failing = "SELECT CASE WHEN name = 'b' THEN json('{') ELSE name END AS value FROM items WHERE name <> ? ORDER BY id";
    await expect(client.execute({ sql: failing, args: ['x'] })).rejects.toThrow(/JSON/i);
    expect((await client.execute({ sql: failing, args: ['b'] })).rows).toEqual([{ value: 'a' }, { value: 'c' }]);
  });

  it('gives the rows changed, named parameters, and the same answers past the statements it keeps', async () => {
    const client = await openWorkerClient();
    for (let count = 1; count <= 300; count += 1) {
      const placeholders = Array.from({ length: count }, (_, index) => `(:name${index})`).join(', ');
      const args = Object.fromEntries(Array.from({ length: count }, (_, index) => [`:name${index}`, `n${count}-${index}`]));
      const result = await client.execute({ sql: `INSERT INTO items (name) VALUES ${placeholders}`, args });
      expect(result.rowsAffected).toBe(count);
    }
    const { rows } = await client.execute({ sql: 'SELECT COUNT(*) AS total, MAX(id) AS last FROM items', args: [] });
    expect(rows).toEqual([{ total: (300 * 301) / 2, last: (300 * 301) / 2 }]);
    expect((await client.execute({ sql: 'UPDATE items SET done = 1 WHERE name LIKE ?', args: ['n1-%'] })).rowsAffected).toBe(1);
  });

  it('reads the columns a table has now, after the schema changed', async () => {
    const client = await openWorkerClient();
    await client.execute("INSERT INTO items (name) VALUES ('a')");
    const everything = 'SELECT * FROM items';
    expect(Object.keys((await client.execute(everything)).rows[0] ?? {})).toEqual(['id', 'name', 'size', 'done']);
    await client.execute("ALTER TABLE items ADD COLUMN note TEXT NOT NULL DEFAULT 'nuovo'");
    expect((await client.execute(everything)).rows).toEqual([{ id: 1, name: 'a', size: null, done: null, note: 'nuovo' }]);
  });
});

/**
 * The owner's sessions on a deployment (the admin app's login, inbox/auth.ts): a table of its own (libsql-schema.ts,
 * step 5) in the lead database, over the same SqlClient as the leads (a SQLite file, libsql, D1). The cookie carries a
 * random id; only its SHA-256 is stored, so whoever reads a copy of the database cannot open a session with it.
 */
import { openOnFirstUse } from './open-on-first-use.ts';
import { sha256Hex } from './fingerprint.ts';
import { readInteger } from './lead-rows.ts';
import type { SqlClient } from './libsql-store.ts';

export interface AdminSessionStore {
  /** Starts a session for the id the cookie will carry, valid until `expiresAt`; ended sessions are deleted meanwhile. */
  createSession(sessionId: string, now: Date, expiresAt: Date): Promise<void>;
  /** Whether the id names a session that has not expired at `now`. */
  isSessionValid(sessionId: string, now: Date): Promise<boolean>;
  /** Signs out: the session ends at once. */
  deleteSession(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

const idHash = (sessionId: string) => sha256Hex(`admin-session:${sessionId}`);

/** A store over a database that `prepareLeadDatabase` has brought to the current schema. */
export function sqlAdminSessionStore(client: SqlClient, options: { closeClient?: boolean } = {}): AdminSessionStore {
  return {
    async createSession(sessionId, now, expiresAt) {
      await client.batch(
        [
          { sql: 'DELETE FROM admin_sessions WHERE expires_at <= ?', args: [now.getTime()] },
          {
            sql: 'INSERT INTO admin_sessions (id_hash, created_at, expires_at) VALUES (?, ?, ?)',
            args: [await idHash(sessionId), now.getTime(), expiresAt.getTime()],
          },
        ],
        'write',
      );
    },

    async isSessionValid(sessionId, now) {
      const found = await client.execute({
        sql: 'SELECT expires_at FROM admin_sessions WHERE id_hash = ?',
        args: [await idHash(sessionId)],
      });
      const row = found.rows[0];
      return row !== undefined && readInteger(row, 'expires_at') > now.getTime();
    },

    async deleteSession(sessionId) {
      await client.execute({ sql: 'DELETE FROM admin_sessions WHERE id_hash = ?', args: [await idHash(sessionId)] });
    },

    async close() {
      if (options.closeClient ?? true) await client.close();
    },
  };
}

/** A store opened on first use, and opened again after a failure (as lazyAnalyticsStore): the site starts while the database is away. */
export function lazyAdminSessionStore(open: () => Promise<AdminSessionStore>): AdminSessionStore {
  const { store, close } = openOnFirstUse(open);
  return {
    createSession: async (sessionId, now, expiresAt) => (await store()).createSession(sessionId, now, expiresAt),
    isSessionValid: async (sessionId, now) => (await store()).isSessionValid(sessionId, now),
    deleteSession: async (sessionId) => (await store()).deleteSession(sessionId),
    close,
  };
}

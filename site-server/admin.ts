/**
 * The owner's app (inbox/admin.ts) as the hosts mount it beside the site: at /admin, before the site's own headers,
 * only where ADMIN_PASSWORD_HASH is set. Node (start.ts), the Worker and Deno (runtimes/) all come through here.
 */
import type { Hono } from 'hono';
import { mountAdmin } from '../inbox/admin.ts';
import type { AdminAppOptions } from '../inbox/admin.ts';
import { ADMIN_PATH, AdminPasswordHashError, parsePasswordHash } from '../inbox/auth.ts';

export { ADMIN_CLIENT_DIR } from '../inbox/admin.ts';
export type { AdminClientFiles } from '../inbox/admin.ts';
export { ADMIN_PATH, AdminPasswordHashError };

/** The hash of the owner's password, or undefined when the app is off (no ADMIN_PASSWORD_HASH); throws when it is malformed. */
export function adminPasswordHash(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const hash = env.ADMIN_PASSWORD_HASH?.trim() ?? '';
  if (hash === '') return undefined;
  parsePasswordHash(hash);
  return hash;
}

/** Whether a request is for the owner's app. */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

export function mountAdminApp(root: Hono, options: AdminAppOptions): void {
  mountAdmin(root, options);
}

// @vitest-environment node
/**
 * Marketers install the site on their own laptops (macOS, Windows, Linux; x64 or arm64): no package that
 * npm must install may be built for fewer of them. An optional package (one of libsql's or sharp's
 * binaries, each for one platform) is fine: npm installs the one that fits and skips the others.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { z } from 'zod';

const LAPTOP_SYSTEMS = ['darwin', 'win32', 'linux'] as const;
const LAPTOP_CPUS = ['x64', 'arm64'] as const;

/** npm writes one name as a string, several as a list. */
const platformField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((field) => (typeof field === 'string' ? [field] : field));

const lockFileSchema = z.object({
  packages: z.record(
    z.string(),
    z.object({
      optional: z.boolean().optional(),
      os: platformField,
      cpu: platformField,
    }),
  ),
});

/** npm's `os` and `cpu` fields: a list of names, each possibly negated with `!`; no list allows every one. */
function allows(field: string[] | undefined, name: string): boolean {
  if (field === undefined || field.length === 0) return true;
  if (field.includes(`!${name}`)) return false;
  const allowed = field.filter((entry) => !entry.startsWith('!'));
  return allowed.length === 0 || allowed.includes(name);
}

/** The laptops (system/cpu) a package cannot be installed on. */
function laptopsLeftOut(entry: { os?: string[]; cpu?: string[] }): string[] {
  return LAPTOP_SYSTEMS.flatMap((system) =>
    LAPTOP_CPUS.filter((cpu) => !allows(entry.os, system) || !allows(entry.cpu, cpu)).map((cpu) => `${system}/${cpu}`),
  );
}

it('reads a platform field as npm does', () => {
  expect(laptopsLeftOut({})).toEqual([]);
  expect(laptopsLeftOut({ os: ['linux'], cpu: ['x64'] })).toEqual([
    'darwin/x64',
    'darwin/arm64',
    'win32/x64',
    'win32/arm64',
    'linux/arm64',
  ]);
  expect(laptopsLeftOut({ os: ['!win32'] })).toEqual(['win32/x64', 'win32/arm64']);
  expect(laptopsLeftOut({ os: ['darwin', 'linux', 'win32'], cpu: ['x64', 'arm64', 'ia32'] })).toEqual([]);
});

it('installs on macOS, Windows and Linux, x64 and arm64: no package npm must install is built for fewer', () => {
  const lockFile = lockFileSchema.parse(JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package-lock.json'), 'utf8')));
  const pinned = Object.entries(lockFile.packages)
    .filter(([, entry]) => entry.optional !== true)
    .flatMap(([name, entry]) => {
      const leftOut = laptopsLeftOut(entry);
      return leftOut.length === 0 ? [] : [`${name.replace(/^.*node_modules\//, '')} (not on ${leftOut.join(', ')})`];
    });
  expect(pinned).toEqual([]);
});

/**
 * Who publishes: the marketer's name and e-mail, asked once and remembered on that computer (not in the repository),
 * in the user's configuration folder. GIT_AUTHOR_NAME and GIT_AUTHOR_EMAIL win where set, as CI drives it.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export interface Author {
  name: string;
  email: string;
}

export const AUTHOR_FILE_NAME = path.join('agenzia-sito', 'autore.json');

const authorSchema = z.object({
  name: z
    .string({ error: 'Scrivi il tuo nome.' })
    .trim()
    .min(2, { error: 'Scrivi il tuo nome (almeno 2 lettere): compare nella storia delle pubblicazioni.' })
    .max(100, { error: 'Il nome è troppo lungo (al massimo 100 caratteri).' })
    .refine((name) => !/[<>\n\r\0]/.test(name), { error: 'Il nome non può contenere < > o a capo.' }),
  email: z
    .string({ error: 'Scrivi la tua e-mail.' })
    .trim()
    .max(200, { error: 'L’e-mail è troppo lunga.' })
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { error: 'Scrivi un’e-mail valida, ad esempio nome@agenzia.it.' }),
});

/** A name or e-mail that cannot be used, with the field and the reason in Italian. */
export class AuthorError extends Error {
  override name = 'AuthorError';
  constructor(
    message: string,
    readonly field: 'name' | 'email' | undefined,
  ) {
    super(message);
  }
}

/** The user's configuration folder: %APPDATA% on Windows, $XDG_CONFIG_HOME or ~/.config elsewhere. PUBLISH_AUTHOR_FILE overrides the file. */
export function authorFilePath(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.PUBLISH_AUTHOR_FILE) return env.PUBLISH_AUTHOR_FILE;
  const configDir =
    platform === 'win32'
      ? (env.APPDATA ?? path.join(homedir(), 'AppData', 'Roaming'))
      : env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  return path.join(configDir, AUTHOR_FILE_NAME);
}

/** Checks a name and e-mail; throws AuthorError naming the first wrong field. */
export function validateAuthor(input: unknown): Author {
  const result = authorSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0] === 'name' || issue?.path[0] === 'email' ? issue.path[0] : undefined;
  throw new AuthorError(issue?.message ?? 'Nome ed e-mail non validi.', field);
}

function readSaved(file: string): Partial<Author> {
  if (!existsSync(file)) return {};
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof data !== 'object' || data === null) return {};
    const { name, email } = data as Record<string, unknown>;
    return { name: typeof name === 'string' ? name : undefined, email: typeof email === 'string' ? email : undefined };
  } catch {
    return {};
  }
}

/** The author known on this computer (GIT_AUTHOR_NAME / GIT_AUTHOR_EMAIL first, then the saved file), or undefined when none is complete. */
export function readAuthor(env: NodeJS.ProcessEnv = process.env): Author | undefined {
  const saved = readSaved(authorFilePath(env));
  const candidate = { name: env.GIT_AUTHOR_NAME || saved.name, email: env.GIT_AUTHOR_EMAIL || saved.email };
  try {
    return validateAuthor(candidate);
  } catch {
    return undefined;
  }
}

/** Remembers the author on this computer (validated first); returns it trimmed. */
export function saveAuthor(author: Author, env: NodeJS.ProcessEnv = process.env): Author {
  const valid = validateAuthor(author);
  const file = authorFilePath(env);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside and renamed, so a crash never leaves half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(valid, null, 2)}\n`);
  renameSync(temporary, file);
  return valid;
}

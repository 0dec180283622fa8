import { z } from 'zod/mini';
import { categoryBySlug, type BlogFilterCategory } from './blog-categories.ts';

export const MAX_QUERY_LENGTH = 80;

/** The blog list's state in the address, /blog?q=...&categoria=...: what a visitor searched and which category is on. */
export interface BlogSearch {
  q: string;
  /** undefined means "Tutti". */
  categoria: BlogFilterCategory | undefined;
}

// The router turns "?q=2025" into a number, so the query accepts numbers and booleans and reads them as text.
const querySchema = z.catch(
  z.pipe(
    z.union([z.string(), z.number(), z.boolean()]),
    z.transform((value) => String(value).trim().slice(0, MAX_QUERY_LENGTH)),
  ),
  '',
);

const categorySchema = z.catch(
  z.pipe(
    z.string(),
    z.transform((slug) => categoryBySlug.get(slug.trim().toLowerCase())),
  ),
  undefined,
);

const blogSearchSchema = z.object({ q: querySchema, categoria: categorySchema });

/** Reads the address's search parameters; anything unknown or malformed falls back to no search and "Tutti". */
export function parseBlogSearch(raw: unknown): BlogSearch {
  const parsed = blogSearchSchema.safeParse(raw ?? {});
  return parsed.success ? { q: parsed.data.q, categoria: parsed.data.categoria } : { q: '', categoria: undefined };
}

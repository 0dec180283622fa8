import type { z } from 'zod';
import { inLanguage, type Language } from '../schema/messages.ts';
import { contentErrorMap } from './issue-messages.ts';
import type { ContentError, YamlSource } from './yaml-source.ts';

/** A parsed file checked against its schema: the typed data, or its errors at file:line:column in the marketer's words. */
export function validate<Schema extends z.ZodType>(
  schema: Schema,
  source: YamlSource,
  errors: ContentError[],
  { language, data = source.data }: { language: Language; data?: unknown },
): z.infer<Schema> | undefined {
  const result = schema.safeParse(data, { error: contentErrorMap(language) });
  if (result.success) return result.data;
  for (const issue of result.error.issues.flatMap(issuesOfIntendedBranch)) {
    const fieldPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    errors.push(source.errorAt(fieldPath, inLanguage(issue.message, language)));
  }
  return undefined;
}

/**
 * A value that fits no branch of a plain union (a figure written out, or the name of a shared one) is reported
 * against the branch the marketer meant: the one that knows most of the fields they wrote.
 */
function issuesOfIntendedBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0 || ('discriminator' in issue && issue.discriminator)) return [issue];
  const unknownFieldCount = (branch: z.core.$ZodIssue[]) =>
    branch
      .filter((inner) => inner.code === 'unrecognized_keys' && inner.path.length === 0)
      .reduce((count, inner) => count + (inner.code === 'unrecognized_keys' ? inner.keys.length : 0), 0);
  const [intended] = [...issue.errors].sort((a, b) => unknownFieldCount(a) - unknownFieldCount(b) || a.length - b.length);
  if (!intended) return [issue];
  return intended.flatMap((inner) => issuesOfIntendedBranch({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue));
}

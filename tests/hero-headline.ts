import { parse } from 'yaml';

/**
 * A page's hero headline as the marketer wrote it: its line in the file and its text. Tests that edit it read it
 * here, so a marketer's change to the headline never breaks them.
 */
export function heroHeadline(yamlText: string): { line: string; text: string } {
  const line = yamlText.split(/\r?\n/).find((candidate) => /^ {4}headline: /.test(candidate));
  const text: unknown = (parse(yamlText) as { sections?: { headline?: unknown }[] }).sections?.[0]?.headline;
  if (line === undefined || typeof text !== 'string' || text === '') throw new Error('the page has no hero headline');
  return { line, text };
}

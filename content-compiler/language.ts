import type { Language } from '../schema/messages.ts';

export type { Language };

/** `--lang en` (or `--lang=en`, or CONTENT_LANG=en) for English messages; Italian otherwise. */
export function languageFromArgs(args: readonly string[], environment: string | undefined = process.env.CONTENT_LANG): Language {
  const flagIndex = args.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
  const flag = flagIndex === -1 ? undefined : args[flagIndex]?.includes('=') ? args[flagIndex]?.split('=')[1] : args[flagIndex + 1];
  const chosen = flag ?? environment;
  return chosen === 'en' ? 'en' : 'it';
}

/** The language of every message the content tools print: Italian for marketers, English with `--lang en`. */
export type Language = 'it' | 'en';

export function languageFromArgs(args: readonly string[], environment: string | undefined = process.env.CONTENT_LANG): Language {
  const flagIndex = args.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
  const flag = flagIndex === -1 ? undefined : args[flagIndex]?.includes('=') ? args[flagIndex]?.split('=')[1] : args[flagIndex + 1];
  const chosen = flag ?? environment;
  return chosen === 'en' ? 'en' : 'it';
}

/**
 * The language of the messages marketers read when the content lint refuses something: Italian by default,
 * English for developers (`--lang en`). The content loader sets it before it validates; each message is
 * chosen when its issue is raised, so one schema serves both languages.
 */
export type Language = 'it' | 'en';

let current: Language = 'it';

export function setMessageLanguage(language: Language): void {
  current = language;
}

export function messageLanguage(): Language {
  return current;
}

/** A message in both languages, for the one in use now. */
export function say(italian: string, english: string): string {
  return current === 'en' ? english : italian;
}

/** The same, as a zod check's parameter (`.min(1, messageFor(…))`): chosen when the check fails. */
export function messageFor(italian: string, english: string): { error: () => string } {
  return { error: () => say(italian, english) };
}

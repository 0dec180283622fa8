/**
 * The language of the messages marketers read when the content lint refuses something: Italian by default,
 * English for developers (`--lang en`).
 */
export type Language = 'it' | 'en';

/*
 * A schema's own messages carry both languages, so parsing needs no language at all; whoever shows a message
 * to a reader picks one (`inLanguage`). The separator is a control character no YAML text can hold.
 */
const BETWEEN_LANGUAGES = '\u001f';

/** A message in both languages. Compose a message from whole pairs, never from another `say` result. */
export function say(italian: string, english: string): string {
  return `${italian}${BETWEEN_LANGUAGES}${english}`;
}

/** The same, as a zod check's parameter (`.min(1, messageFor(…))`). */
export function messageFor(italian: string, english: string): { error: string } {
  return { error: say(italian, english) };
}

/** The part of a message in the reader's language; a message written in one language only is shown as it is. */
export function inLanguage(message: string, language: Language): string {
  const split = message.indexOf(BETWEEN_LANGUAGES);
  if (split < 0) return message;
  return language === 'en' ? message.slice(split + BETWEEN_LANGUAGES.length) : message.slice(0, split);
}

/** For code that already knows its reader's language: picks the sentence at once. */
export function sayIn(language: Language): (italian: string, english: string) => string {
  return (italian, english) => (language === 'en' ? english : italian);
}

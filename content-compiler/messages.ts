import type { Language } from './language.ts';
import { formatContentError, type ContentError } from './yaml-source.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the lint, the build and the checklist print around the messages themselves. */
export const cliText = {
  it: {
    lintPassed: (files: number, pages: number, milliseconds: number) =>
      `Contenuti a posto: ${plural(files, 'file', 'file')}, ${plural(pages, 'pagina controllata', 'pagine controllate')} in ${milliseconds.toFixed(0)} ms.`,
    lintFailed: (errors: number, files: number) =>
      `${plural(errors, 'errore', 'errori')} nei contenuti (${plural(files, 'file letto', 'file letti')}).`,
    placeholderSummary: (count: number) =>
      `${plural(count, 'segnaposto', 'segnaposto')} da fornire prima della pubblicazione: \`npm run placeholders\` li stampa come lista di controllo.`,
    buildStopped: (errors: number) =>
      `Build interrotta: ${plural(errors, 'errore', 'errori')} nei contenuti. Correggili e rilancia la build.`,
    releaseRefused: (count: number) =>
      `Build di rilascio rifiutata: ${plural(count, 'segnaposto', 'segnaposto')} ancora da fornire. Sostituisci il contenuto e togli il campo "toSupply", poi rilancia \`npm run build -- --release\`.`,
    previewWithPlaceholders: (count: number) =>
      `Anteprima con ${plural(count, 'segnaposto', 'segnaposto')}: va bene per rivedere il sito, non per pubblicarlo (\`npm run build -- --release\` li rifiuta).`,
    built: (pages: number, outDir: string, seconds: number, isRelease: boolean) =>
      `${isRelease ? 'Build di rilascio' : 'Build'}: ${plural(pages, 'pagina', 'pagine')} in ${outDir}/ in ${seconds.toFixed(1)} s.`,
  },
  en: {
    lintPassed: (files: number, pages: number, milliseconds: number) =>
      `Content OK: ${plural(files, 'file', 'files')}, ${plural(pages, 'page', 'pages')} checked in ${milliseconds.toFixed(0)} ms.`,
    lintFailed: (errors: number, files: number) =>
      `${plural(errors, 'content error', 'content errors')} in ${plural(files, 'file', 'files')}.`,
    placeholderSummary: (count: number) =>
      `${plural(count, 'placeholder', 'placeholders')} to supply before publishing: \`npm run placeholders\` prints them as a checklist.`,
    buildStopped: (errors: number) =>
      `Build stopped: ${plural(errors, 'content error', 'content errors')}. Fix them and run the build again.`,
    releaseRefused: (count: number) =>
      `Release build refused: ${plural(count, 'placeholder', 'placeholders')} still to supply. Replace the content and remove its "toSupply" field, then run \`npm run build -- --release\` again.`,
    previewWithPlaceholders: (count: number) =>
      `Preview with ${plural(count, 'placeholder', 'placeholders')}: fine to review the site, not to publish it (\`npm run build -- --release\` refuses them).`,
    built: (pages: number, outDir: string, seconds: number, isRelease: boolean) =>
      `${isRelease ? 'Release build' : 'Built'}: ${plural(pages, 'page', 'pages')} into ${outDir}/ in ${seconds.toFixed(1)} s.`,
  },
} satisfies Record<Language, Record<string, (...args: never[]) => string>>;

/** `pages-yaml/chi-siamo.yaml:30:9 sections[1].items[0].portrait.alt: avviso: foto senza testo alternativo: …` */
export function formatContentWarning(warning: ContentError, language: Language): string {
  return formatContentError({ ...warning, message: `${language === 'en' ? 'warning' : 'avviso'}: ${warning.message}` });
}

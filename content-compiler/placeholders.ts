import type { ContentError, YamlSource } from './yaml-source.ts';
import type { Language } from './language.ts';
import { visitObjects } from './visit-objects.ts';

/** Content the agency must still supply or confirm: where its `toSupply` field is, and what it asks for. */
export type Placeholder = ContentError;

/** Every `toSupply` field of a parsed file, pointing at the field itself so an editor jumps to it. */
export function placeholdersIn(source: YamlSource): Placeholder[] {
  const placeholders: Placeholder[] = [];
  visitObjects(source.data, (record, fieldPath) => {
    if (typeof record.toSupply !== 'string') return;
    const error = source.errorAt(fieldPath, record.toSupply.trim());
    placeholders.push({ ...error, ...source.locate([...fieldPath, 'toSupply']) });
  });
  return placeholders;
}

const labels = {
  it: {
    warning: 'segnaposto, da fornire',
    title: 'Contenuti da fornire prima della pubblicazione',
    none: 'Nessun segnaposto: tutto il contenuto è pronto per la pubblicazione.',
    line: 'riga',
    column: 'colonna',
  },
  en: {
    warning: 'placeholder, to supply',
    title: 'Content to supply before publishing',
    none: 'No placeholders: all content is ready to publish.',
    line: 'line',
    column: 'column',
  },
} as const;

/** `pages-yaml/index.yaml:40:9 sections[2].items[0]: segnaposto, da fornire: Logo e nome di un cliente reale` */
export function formatPlaceholderWarning(placeholder: Placeholder, language: Language): string {
  const where = `${placeholder.file}:${placeholder.line}:${placeholder.column}`;
  const field = placeholder.path ? ` ${placeholder.path}:` : '';
  return `${where}${field} ${labels[language].warning}: ${placeholder.message}`;
}

/** The same list as a Markdown checklist for the agency's owner, one heading per file. */
export function placeholderChecklist(placeholders: readonly Placeholder[], language: Language): string {
  if (placeholders.length === 0) return `${labels[language].none}\n`;
  const lines = [`# ${labels[language].title} (${placeholders.length})`];
  let currentFile = '';
  for (const placeholder of placeholders) {
    if (placeholder.file !== currentFile) {
      currentFile = placeholder.file;
      lines.push('', `## ${currentFile}`, '');
    }
    const field = placeholder.path ? ` \`${placeholder.path}\`` : '';
    const { line, column } = labels[language];
    lines.push(`- [ ] ${placeholder.message} (${line} ${placeholder.line}, ${column} ${placeholder.column}${field})`);
  }
  return `${lines.join('\n')}\n`;
}

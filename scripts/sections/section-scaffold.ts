import { pascalName, schemaExportName } from '../../build/section-index.ts';

export const SECTION_TYPE_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The files of a new, working section type, relative to its folder src/sections/<type>/. */
export function scaffoldSection(type: string): Array<{ file: string; text: string }> {
  const name = pascalName(type);
  return [
    {
      file: 'schema.ts',
      text: `import type { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { textSchema } from '../../../schema/primitives.ts';

// The heading (tagline, title, subtitle), the anchor id and the background come with defineSection. Every field has
// the Italian label the editor shows as its name (title) and a sentence for the marketer (description).
export const ${schemaExportName(type)} = defineSection('${type}', 'Che cosa mostra la sezione, in una frase per chi scrive le pagine.', {
  text: textSchema.meta({ title: 'Testo', description: 'Il testo della sezione.' }),
});

export type ${name}Section = z.infer<typeof ${schemaExportName(type)}>;
`,
    },
    {
      file: `${name}.tsx`,
      text: `import { SectionShell } from '../../ui/SectionShell.tsx';
import type { ${name}Section } from './schema.ts';
import classes from './${name}.module.css';

export function ${name}({ section }: { section: ${name}Section }) {
  return (
    <SectionShell section={section}>
      <p className={classes.text}>{section.text}</p>
    </SectionShell>
  );
}
`,
    },
    {
      file: `${name}.module.css`,
      text: `/* Colours from the theme (var(--mantine-color-…)); the shell already sets the band's text colour. */
.text {
  max-width: 720px;
  margin: 0 auto;
  font-size: var(--mantine-font-size-lg);
  text-align: center;
}
`,
    },
    {
      file: 'example.yaml',
      text: `# Esempio per il catalogo delle sezioni (/_catalogo) e per il test della cartella.
type: ${type}
tagline: Esempio
title: La sezione ${type}
text: Il testo della sezione, scritto in pages-yaml/ come ogni testo del sito.
`,
    },
    {
      file: `${type}.test.tsx`,
      text: `import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { theme } from '../../ui/theme.ts';
import { ${name} } from './${name}.tsx';
import { ${schemaExportName(type)} } from './schema.ts';

const example = ${schemaExportName(type)}.parse(parse(readFileSync(path.join(import.meta.dirname, 'example.yaml'), 'utf8')));

describe('the ${type} section', () => {
  it('shows its title and its text', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <${name} section={example} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: example.title })).toBeVisible();
    expect(screen.getByText(example.text)).toBeVisible();
  });
});
`,
    },
  ];
}

// The catalogue (development only) is the one page showing Mantine's Code.
import '@mantine/core/styles/Code.css';
import { Code, Container } from '@mantine/core';
import { useEffect } from 'react';
import { parse } from 'yaml';
import { sectionSchemas, sectionSchema, type Section } from '../sections/index.ts';
import { SectionRenderer } from '../sections/SectionRenderer.tsx';
import classes from './CataloguePage.module.css';

// Development only (the router adds /_catalogo when import.meta.env.DEV): zod and every example stay out of the site.
const exampleSources = import.meta.glob<string>('../sections/*/example.yaml', { query: '?raw', import: 'default', eager: true });

interface CatalogueEntry {
  type: string;
  description: string;
  section: Section | undefined;
  problem: string | undefined;
}

function catalogueEntries(): CatalogueEntry[] {
  return sectionSchemas.map((schema) => {
    const type = schema.shape.type.value;
    const source = exampleSources[`../sections/${type}/example.yaml`];
    const parsed = source === undefined ? undefined : sectionSchema.safeParse(parse(source));
    return {
      type,
      description: schema.description ?? '',
      section: parsed?.success ? parsed.data : undefined,
      problem: source === undefined ? `src/sections/${type}/example.yaml is missing` : parsed?.error?.message,
    };
  });
}

/** Every section type rendered from its example.yaml, with its name and the schema's description. */
export default function CataloguePage() {
  const entries = catalogueEntries();
  useEffect(() => {
    document.title = '_catalogo';
  }, []);
  return (
    <div className={classes.page}>
      <Container>
        <nav className={classes.index} aria-label="_catalogo">
          {entries.map((entry) => (
            <a key={entry.type} href={`#catalogo-${entry.type}`} className={classes.indexLink}>
              {entry.type}
            </a>
          ))}
        </nav>
      </Container>
      {entries.map((entry) => (
        <article key={entry.type} id={`catalogo-${entry.type}`} className={classes.entry} data-catalogue-type={entry.type}>
          <Container>
            <header className={classes.label}>
              <Code className={classes.type}>{entry.type}</Code>
              <span className={classes.description}>{entry.description}</span>
              <Code className={classes.file}>{`src/sections/${entry.type}/example.yaml`}</Code>
            </header>
          </Container>
          {entry.section ? (
            <SectionRenderer sections={[entry.section]} />
          ) : (
            <Container>
              <pre role="alert" className={classes.problem}>
                {entry.problem}
              </pre>
            </Container>
          )}
        </article>
      ))}
    </div>
  );
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { sectionSchema, sectionTypes, type Section } from '../../src/sections/index.ts';
import { SectionRenderer } from '../../src/sections/SectionRenderer.tsx';
import { staleSectionIndexFiles } from '../../build/section-index.ts';
import { renderInSite } from './render-helpers.tsx';

const sectionsDir = path.resolve(import.meta.dirname, '../../src/sections');
const folders = readdirSync(sectionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const VISIBLE_TEXT_KEYS = new Set(['headline', 'title', 'tagline', 'subtitle', 'text', 'label', 'name', 'value', 'heading', 'badge']);

/** Every string a visitor must see, gathered from the section's data. */
function visibleTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return VISIBLE_TEXT_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value))
    return value.flatMap((item) =>
      visibleTexts(item, key === 'paragraphs' || key === 'features' || key === 'points' || key === 'list' ? 'text' : key),
    );
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([childKey, child]) => visibleTexts(child, childKey));
  return [];
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

describe('section gallery examples', () => {
  it('every section type has a folder with an example, and every folder is a section type', () => {
    expect([...folders].sort()).toEqual([...sectionTypes].sort());
  });

  it('the schema index, the component registry and the build hooks are the ones the folders give (npm run sections:index)', () => {
    expect(staleSectionIndexFiles(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });

  it.each(folders)('%s: the example is valid and renders all its text', async (folder) => {
    const example: unknown = parse(readFileSync(path.join(sectionsDir, folder, 'example.yaml'), 'utf8'));
    const parsed = sectionSchema.safeParse(example);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const section = parsed.data as Section;
    expect(section.type).toBe(folder);

    const { container } = await renderInSite(<SectionRenderer sections={[section]} />);
    const pageText = normalise(container.textContent ?? '');
    for (const text of visibleTexts(section)) {
      expect(pageText, `"${text}" is shown`).toContain(normalise(text));
    }
    for (const image of container.querySelectorAll('img')) {
      expect(image.hasAttribute('alt'), `image ${image.getAttribute('src')} has alt text`).toBe(true);
    }
    for (const button of screen.queryAllByRole('button')) {
      expect(button.textContent?.trim() || button.getAttribute('aria-label'), 'button has an accessible name').toBeTruthy();
    }
    expect(container.querySelectorAll('h1').length).toBeLessThanOrEqual(1);
  });
  it.each(folders)('%s: its headings follow the page title without skipping a level', async (folder) => {
    const section = sectionSchema.parse(parse(readFileSync(path.join(sectionsDir, folder, 'example.yaml'), 'utf8')));
    const { container } = await renderInSite(<SectionRenderer sections={[section]} />);
    let deepestAllowed = 2;
    for (const heading of container.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const level = Number(heading.tagName.slice(1));
      expect(level, `"${heading.textContent}" is an h${level}`).toBeLessThanOrEqual(deepestAllowed);
      deepestAllowed = level + 1;
    }
  });
});

describe('heading levels', () => {
  const prose = (title?: string) =>
    sectionSchema.parse({
      type: 'prose',
      ...(title ? { title } : {}),
      blocks: [{ heading: 'Quali dati raccogliamo', paragraphs: ['Solo quelli del modulo.'] }],
    });

  it('a prose block heading is an h2 when its section has no title, so an article never jumps from h1 to h3', async () => {
    await renderInSite(<SectionRenderer sections={[prose()]} />);
    expect(screen.getByRole('heading', { name: 'Quali dati raccogliamo' }).tagName).toBe('H2');
  });

  it('a prose block heading sits one level below its section title', async () => {
    await renderInSite(<SectionRenderer sections={[prose('Informativa')]} />);
    expect(screen.getByRole('heading', { name: 'Informativa' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Quali dati raccogliamo' }).tagName).toBe('H3');
  });
});

describe('prose paragraphs in Markdown', () => {
  const proseWith = (paragraph: string, externalLinksInNewTab = false) =>
    sectionSchema.parse({ type: 'prose', externalLinksInNewTab, blocks: [{ paragraphs: [paragraph], list: [paragraph] }] });

  it('shows bold, italic and links; a link to another site gets rel="noopener" and a new tab only when the section asks', async () => {
    const text = 'Siamo a **Montichiari**, *vicino a Brescia*: vedi [i servizi](/servizi#seo) o [un sito](https://example.com).';
    const { container, unmount } = await renderInSite(<SectionRenderer sections={[proseWith(text)]} />);
    const paragraph = container.querySelector('p');
    expect(paragraph?.querySelector('strong')?.textContent).toBe('Montichiari');
    expect(paragraph?.querySelector('em')?.textContent).toBe('vicino a Brescia');
    const [internal, external] = [...(paragraph?.querySelectorAll('a') ?? [])];
    expect(internal?.getAttribute('href')).toBe('/servizi#seo');
    expect(internal?.hasAttribute('rel')).toBe(false);
    expect(external?.getAttribute('href')).toBe('https://example.com');
    expect(external?.getAttribute('rel')).toBe('noopener');
    expect(external?.hasAttribute('target')).toBe(false);
    expect(paragraph?.textContent).toBe('Siamo a Montichiari, vicino a Brescia: vedi i servizi o un sito.');
    expect(container.querySelector('li strong')?.textContent).toBe('Montichiari');
    unmount();

    const inNewTab = await renderInSite(<SectionRenderer sections={[proseWith(text, true)]} />);
    const links = [...inNewTab.container.querySelectorAll('p a')];
    expect(links.map((link) => link.getAttribute('target'))).toEqual([null, '_blank']);
  });

  it('lets no HTML through: tags are left out, and a javascript: link shows its words alone', async () => {
    const hostile =
      'Un <script>alert(1)</script>, un <img src=x onerror="alert(1)">, un <a href="#" onclick="alert(1)">x</a> e [clic](javascript:alert(1)).';
    const { container } = await renderInSite(<SectionRenderer sections={[proseWith(hostile)]} />);
    expect(container.querySelectorAll('script, img, [onclick], [onerror]')).toHaveLength(0);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelector('p')?.textContent).toBe('Un alert(1), un , un x e clic.');
    expect(container.innerHTML).not.toMatch(/javascript:|onclick=|onerror=/);
  });
});

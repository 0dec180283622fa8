// @vitest-environment jsdom
// jsdom never loads a frame's page, so the map's tests contact nobody.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { sectionSchema, type Section } from '../../src/sections/index.ts';
import { CONSENT_STORAGE_KEY, storeConsent } from '../../src/chrome/consent.ts';
import { SectionRenderer } from '../../src/sections/SectionRenderer.tsx';
import { renderInSite } from './render-helpers.tsx';
import { inLanguage } from '../../schema/messages.ts';
import { startConsentMaps } from '../../src/chrome/consent-map.ts';
import site from 'virtual:site';

const sectionsDir = path.resolve(import.meta.dirname, '../../src/sections');

function example(type: string): Section {
  return sectionSchema.parse(parse(readFileSync(path.join(sectionsDir, type, 'example.yaml'), 'utf8')));
}

function issuesOf(input: unknown): Array<{ path: string; message: string }> {
  const result = sectionSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: inLanguage(issue.message, 'it') }));
}

describe('map section', () => {
  afterEach(() => window.localStorage.clear());

  /** The map section as the page carries it, with the page's script started on it. */
  async function renderMap() {
    const section = example('map');
    if (section.type !== 'map') throw new Error('the map example is not a map section');
    const rendered = await renderInSite(<SectionRenderer sections={[section]} />);
    startConsentMaps();
    return { ...rendered, section };
  }

  it('shows only the placeholder until the visitor accepts third-party content in the banner', async () => {
    const { container, section } = await renderMap();
    expect(screen.getByRole('heading', { name: section.placeholder.title })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();

    act(() => storeConsent('declined'));
    expect(container.querySelector('iframe')).toBeNull();

    act(() => storeConsent('accepted'));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(section.embedUrl);
    expect(frame?.getAttribute('title')).toBe(section.frameTitle);
  });

  it('loads at once for a visitor who accepted earlier', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    const { container, section } = await renderMap();
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(screen.queryByRole('button', { name: section.placeholder.button })).toBeNull();
  });

  it('loads for this visit when the visitor asks on the placeholder, without storing a consent', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'declined');
    const { container, section } = await renderMap();
    fireEvent.click(screen.getByRole('button', { name: section.placeholder.button }));
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('declined');
  });

  it('accepts only a Google Maps embed address', () => {
    const section = { ...example('map'), embedUrl: 'https://tracker.example.com/map?q=Montichiari' };
    expect(issuesOf(section)).toEqual([
      {
        path: 'embedUrl',
        message:
          'l’indirizzo della mappa deve essere un indirizzo di incorporamento di Google Maps che inizia con "https://www.google.com/maps/embed" o "https://www.google.com/maps?"',
      },
    ]);
  });
});

describe('split section', () => {
  it('alternates the image side from the one chosen for the first block', async () => {
    const block = example('split');
    if (block.type !== 'split') throw new Error('the split example is not a split section');
    const blocks = ['Primo', 'Secondo', 'Terzo'].map((title) => ({ ...block.blocks[0], title }) as (typeof block.blocks)[number]);
    const { container } = await renderInSite(<SectionRenderer sections={[{ ...block, imageSide: 'left', blocks }]} />);
    const articles = [...container.querySelectorAll('article')];
    expect(articles.map((article) => article.className.includes('imageLeft'))).toEqual([true, false, true]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Primo', 'Secondo', 'Terzo']);
  });

  it('says what is missing when a block has neither an image nor tiles', () => {
    expect(issuesOf({ type: 'split', blocks: [{ title: 'La nostra storia', paragraphs: ['Nati a Montichiari.'] }] })).toEqual([
      {
        path: 'blocks.0.image',
        message: 'un blocco ha bisogno di un’immagine ("image") o di alcune tessere ("tiles") da mostrare accanto al testo',
      },
    ]);
  });
});

describe('contact-info section', () => {
  it('shows the address, phone and e-mail of the site file as links, the hours and the towns', async () => {
    await renderInSite(<SectionRenderer sections={[example('contact-info')]} />);
    const { contact } = site;
    expect(screen.getByRole('link', { name: contact.phoneDisplay })).toHaveAttribute('href', `tel:${contact.phone}`);
    expect(screen.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    expect(screen.getByText(contact.address.street, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Come raggiungerci/ }).getAttribute('href')).toContain(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(site.brand.name)}`,
    );
    expect(screen.getByText('Chiuso')).toBeInTheDocument();
    const towns = screen.getByRole('list', { name: 'Zone servite' });
    expect(towns.querySelectorAll('li')).toHaveLength(8);
  });
});

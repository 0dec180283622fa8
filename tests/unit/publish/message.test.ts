// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../publish/field-changes.ts';
import { commitSubject, labelForFile } from '../../../publish/git.ts';

describe('the commit message', () => {
  it('names each page by its route, the site file as its settings, an image by its address', () => {
    expect(labelForFile('pages-yaml/index.yaml')).toBe('/');
    expect(labelForFile('pages-yaml/sport/calcio-marketing.yaml')).toBe('/sport/calcio-marketing');
    expect(labelForFile('pages-yaml/_site.yaml')).toBe('impostazioni del sito');
    expect(labelForFile('public/images/blog/foto.webp')).toBe('/images/blog/foto.webp');
  });

  it('lists the fields that changed, a list of another length as the list itself', () => {
    const before = {
      title: 'A',
      sections: [
        { type: 'hero', headline: 'Vecchio' },
        { type: 'faq', items: [{ q: 1 }] },
      ],
    };
    const after = {
      title: 'A',
      sections: [
        { type: 'hero', headline: 'Nuovo' },
        { type: 'faq', items: [{ q: 1 }, { q: 2 }] },
      ],
    };
    expect(changedFields(before, after, { wholeLists: true }).map(({ field }) => field)).toEqual([
      'sections[0].headline',
      'sections[1].items',
    ]);
    expect(changedFields({ a: 1 }, { a: 1, b: 2 }, { wholeLists: true }).map(({ field }) => field)).toEqual(['b']);
    expect(changedFields(before, before, { wholeLists: true })).toEqual([]);
  });

  it('groups modified, added and removed pages, and counts what would make the line too long', () => {
    const pages = Array.from({ length: 8 }, (_, index) => ({
      file: `pages-yaml/blog/articolo-${index + 1}.yaml`,
      kind: 'added' as const,
      fields: [],
    }));
    expect(
      commitSubject([
        {
          file: 'pages-yaml/servizi.yaml',
          kind: 'modified',
          fields: ['title', 'sections[0].headline', 'sections[1].items', 'sections[2].text', 'sections[3].cta'],
        },
        ...pages,
        { file: 'pages-yaml/sport/yoga.yaml', kind: 'deleted', fields: [] },
      ]),
    ).toBe(
      'Modificate: /servizi (title, sections[0].headline, sections[1].items, sections[2].text e altri 1); ' +
        'Aggiunte: /blog/articolo-1, /blog/articolo-2, /blog/articolo-3, /blog/articolo-4, /blog/articolo-5, /blog/articolo-6 e altre 2; ' +
        'Tolte: /sport/yoga',
    );
  });
});

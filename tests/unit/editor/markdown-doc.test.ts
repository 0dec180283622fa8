// @vitest-environment node
import type { JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { docSaysMarkdown, docToMarkdown, markdownToDoc } from '../../../editor/client/markdown-doc.ts';
import { parseInlineMarkdown } from '../../../schema/inline-markdown.ts';

type Mark = 'bold' | 'italic' | `link:${string}`;

/** A one-paragraph document, as the rich-text field holds it, from pieces of text and their marks. */
function doc(...pieces: Array<string | [string, ...Mark[]]>): JSONContent {
  const content = pieces.map((piece): JSONContent => {
    const [text, ...marks] = typeof piece === 'string' ? [piece] : piece;
    if (marks.length === 0) return { type: 'text', text };
    return {
      type: 'text',
      text,
      marks: marks.map((mark) => (mark.startsWith('link:') ? { type: 'link', attrs: { href: mark.slice(5) } } : { type: mark })),
    };
  });
  return { type: 'doc', content: [{ type: 'paragraph', content }] };
}

describe('Markdown → the field’s document', () => {
  it('reads bold, italic and links as marks on the text', () => {
    expect(markdownToDoc('Un **sito veloce**, *ben fatto* e [i contatti](/contatti).')).toEqual(
      doc('Un ', ['sito veloce', 'bold'], ', ', ['ben fatto', 'italic'], ' e ', ['i contatti', 'link:/contatti'], '.'),
    );
  });

  it('reads marks inside marks as both', () => {
    expect(markdownToDoc('**[SEO locale](/seo-locale)** e ***tutto***')).toEqual(
      doc(['SEO locale', 'bold', 'link:/seo-locale'], ' e ', ['tutto', 'italic', 'bold']),
    );
  });

  it('keeps escaped and lone stars and brackets as characters, and leaves HTML tags out, as the page does', () => {
    expect(markdownToDoc('2 \\* 3 = 6, [nota] e <b onclick="x">sì</b>, 3 < 4')).toEqual(doc('2 * 3 = 6, [nota] e sì, 3 < 4'));
  });

  it('gives an empty paragraph for an empty text', () => {
    expect(markdownToDoc('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});

describe('the field’s document → Markdown', () => {
  it('writes bold as **…**, italic as *…* and a link as [text](address)', () => {
    expect(
      docToMarkdown(doc('Un ', ['sito veloce', 'bold'], ', ', ['ben fatto', 'italic'], ' e ', ['i contatti', 'link:/contatti'], '.')),
    ).toBe('Un **sito veloce**, *ben fatto* e [i contatti](/contatti).');
  });

  it('writes a link inside bold and italic inside bold', () => {
    expect(docToMarkdown(doc(['SEO locale', 'bold', 'link:/seo-locale'], ' e ', ['molto ', 'bold'], ['di più', 'bold', 'italic']))).toBe(
      '**[SEO locale](/seo-locale)** e **molto *di più***',
    );
  });

  it('puts a backslash before stars, underscores and brackets that are only characters, and only then', () => {
    expect(docToMarkdown(doc('2 * 3 = 6 e file_nome'))).toBe('2 * 3 = 6 e file_nome');
    const starred = doc('Il prezzo *scontato* [vedi sotto] e ', ['vero', 'bold']);
    const written = docToMarkdown(starred);
    expect(written).toBe('Il prezzo \\*scontato\\* \\[vedi sotto\\] e **vero**');
    expect(markdownToDoc(written)).toEqual(starred);
  });

  it('keeps a backslash that is a character', () => {
    const text = doc('C:\\Documenti\\* e \\ da solo');
    expect(markdownToDoc(docToMarkdown(text))).toEqual(text);
  });

  it('moves spaces at the edge of bold or italic outside it, where Markdown can read it', () => {
    expect(docToMarkdown(doc('Scrivi', [' subito ', 'bold'], 'a noi'))).toBe('Scrivi **subito** a noi');
    expect(docToMarkdown(doc('Solo ', [' ', 'italic'], 'spazi'))).toBe('Solo  spazi');
  });

  it('encodes what a link’s parentheses cannot hold', () => {
    const written = docToMarkdown(doc(['la pagina', 'link:/servizi/(nuovi) e altro']));
    expect(written).toBe('[la pagina](/servizi/%28nuovi%29%20e%20altro)');
    expect(parseInlineMarkdown(written)).toEqual([
      { kind: 'link', href: '/servizi/%28nuovi%29%20e%20altro', children: [{ kind: 'text', text: 'la pagina' }] },
    ]);
  });

  it('gives back the same Markdown for every paragraph of the subset', () => {
    for (const markdown of [
      'Testo semplice, senza segni.',
      '**Velocità**: la pagina deve aprirsi in meno di tre secondi.',
      'Per farsi trovare c’è la [SEO locale](/seo-locale), e *poi* il [modulo](/contatti#modulo).',
      'Scrivici a [info@example.com](mailto:info@example.com) o chiama il [030 123](tel:+39030123).',
      '**grassetto con *corsivo* dentro**',
      '[Google](https://www.google.com/search?q=agenzia)',
    ]) {
      expect(docToMarkdown(markdownToDoc(markdown))).toBe(markdown);
    }
  });

  it('keeps the meaning of a paragraph written in other ways, in the house’s writing', () => {
    expect(docToMarkdown(markdownToDoc('_corsivo_ e __grassetto__'))).toBe('*corsivo* e **grassetto**');
    // A backslash Markdown does not need is left out.
    expect(docToMarkdown(markdownToDoc('Un asterisco \\* scritto e una \\[parentesi\\].'))).toBe(
      'Un asterisco * scritto e una [parentesi].',
    );
  });
});

describe('an edit undone', () => {
  it('is told apart from a real change: the same text and marks say the same Markdown, however written', () => {
    expect(docSaysMarkdown(markdownToDoc('_corsivo_ e [x](/a)'), '_corsivo_ e [x](/a)')).toBe(true);
    expect(docSaysMarkdown(doc(['corsivo', 'italic'], ' e ', ['x', 'link:/a']), '*corsivo* e [x](/a)')).toBe(true);
    expect(docSaysMarkdown(doc(['corsivo', 'italic'], ' e ', ['x', 'link:/b']), '*corsivo* e [x](/a)')).toBe(false);
    expect(docSaysMarkdown(doc('corsivo e x'), '*corsivo* e x')).toBe(false);
  });
});

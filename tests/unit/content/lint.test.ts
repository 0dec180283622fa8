// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import { createContentFixture, type ContentFixture } from './fixture.ts';

const tennisPage = `# yaml-language-server: $schema=../../schema/json/page.schema.json
title: Marketing per circoli di tennis
description: Pacchetti social per circoli di tennis tra Brescia, Mantova e Verona.

sections:
  - type: hero
    headline: Più soci per il tuo circolo
    text: Contenuti e campagne per circoli di tennis.
  - type: pricing
    id: pricing
    billing: { monthlyLabel: Mensile, annualLabel: Annuale, annualBadge: Risparmia!, perMonth: /mese, perYear: /anno }
    popularBadge: Più Popolare
    buttonLabel: Inizia Ora!
    footnote: "* Contratto minimo 3 mensilità"
    request: { sportWord: circolo di tennis, type: Richiesta Pacchetto Sport, sourceLabel: Pagina Tennis }
    packages:
      - name: Starter Pack
        monthlyPrice: 170
        annualPrice: 1870
        features: [Chiamata iniziale]
      - name: Growth Pack
        monthlyPrice: "170 euro"
        annualPrice: 3300
        features: [Tutto lo Starter]
`;

const validTennisPage = tennisPage.replace('"170 euro"', '300');

async function lint(fixture: ContentFixture): Promise<string[]> {
  return (await loadContent({ root: fixture.root })).errors.map(formatContentError);
}

describe('content lint', () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
  });
  afterEach(() => fixture.dispose());

  it('accepts the real content', async () => {
    expect(await lint(fixture)).toEqual([]);
  });

  it('points at a price written as text, with file, line, column and field path', async () => {
    fixture.write('pages-yaml/sport/tennis.yaml', tennisPage);
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:22:9 sections[1].packages[1].monthlyPrice: serve un numero, invece c’è "170 euro"',
    ]);
  });

  it('rejects an annual price that is not eleven months unless the section says so', async () => {
    fixture.write(
      'pages-yaml/sport/tennis.yaml',
      tennisPage.replace('"170 euro"', '300').replace('annualPrice: 3300', 'annualPrice: 3600'),
    );
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:23:9 sections[1].packages[1].annualPrice: il prezzo annuale deve essere 11 × 300 = 3300, invece è 3600; se è voluto, scrivi "annualPrices: custom" in questa sezione',
    ]);
    fixture.write(
      'pages-yaml/sport/tennis.yaml',
      tennisPage
        .replace('"170 euro"', '300')
        .replace('annualPrice: 3300', 'annualPrice: 3600')
        .replace('    id: pricing\n', '    id: pricing\n    annualPrices: custom\n'),
    );
    expect(await lint(fixture)).toEqual([]);
  });

  it('suggests the nearest section type for a misspelt one', async () => {
    fixture.edit('pages-yaml/index.yaml', (text) => text.replace('  - type: testimonials', '  - type: testimonals'));
    const [message, ...rest] = await lint(fixture);
    expect(rest).toEqual([]);
    expect(message).toMatch(
      /^pages-yaml\/index\.yaml:\d+:5 sections\[\d+\]\.type: valore di "type" sconosciuto: "testimonals"\. Forse "testimonials"\? Valori ammessi: hero, stats, features, clients, testimonials, steps, cta, pricing, packages, prose, /,
    );
  });

  it('names an unknown field and suggests the intended one', async () => {
    fixture.write('pages-yaml/sport/tennis.yaml', tennisPage.replace('    headline: Più soci', '    headlin: Più soci'));
    const messages = (await lint(fixture)).filter((line) => line.includes('tennis'));
    expect(messages).toContain(
      'pages-yaml/sport/tennis.yaml:7:5 sections[0].headlin: campo sconosciuto "headlin" (forse "headline"?); campi ammessi: type, id, background, tone, badge, rating, headline, highlight, text, points, buttons, image',
    );
    expect(messages).toContain('pages-yaml/sport/tennis.yaml:6:5 sections[0].headline: questo campo è obbligatorio ma manca');
  });

  it('names the new field where an old YAML still writes a renamed one', async () => {
    const oldNames = validTennisPage
      .replace('    text: Contenuti e campagne', '    variant: sport\n    intro: Contenuti e campagne')
      .replace('        annualPrice: 1870\n', '        annualPrice: 1870\n        highlight: true\n');
    fixture.write('pages-yaml/sport/tennis.yaml', oldNames);
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:6:5 sections[0].text: questo campo è obbligatorio ma manca',
      'pages-yaml/sport/tennis.yaml:8:5 sections[0].variant: il campo "variant" ora si chiama "tone": rinominalo; il campo "intro" ora si chiama "text": rinominalo',
      'pages-yaml/sport/tennis.yaml:21:9 sections[1].packages[0].highlight: il campo "highlight" ora si chiama "popular": rinominalo',
    ]);
  });

  it('turns a price written as text into the number to write', async () => {
    fixture.edit('pages-yaml/siti-web.yaml', (text) =>
      text.replace('        price: 799\n', '        price: €799\n').replace('        price: 2999\n', '        price: "€2.999"\n'),
    );
    const line = (price: string) => fixture.lineOf('pages-yaml/siti-web.yaml', `price: ${price}`);
    expect(await lint(fixture)).toEqual([
      `pages-yaml/siti-web.yaml:${line('€799')}:9 sections[2].packages[0].price: serve un numero, invece c’è "€799": scrivi solo il numero, 799 (il sito mostra €799)`,
      `pages-yaml/siti-web.yaml:${line('"€2.999"')}:9 sections[2].packages[2].price: serve un numero, invece c’è "€2.999": scrivi solo il numero, 2999 (il sito mostra €2.999)`,
    ]);
  });

  it('reports a link to a page that does not exist', async () => {
    fixture.edit('pages-yaml/index.yaml', (text) =>
      text.replace('action: { type: route, to: /social-media }', 'action: { type: route, to: /social }'),
    );
    const messages = await lint(fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^pages-yaml\/index\.yaml:\d+:\d+ sections\[3\]\.cards\[0\]\.link\.action\.to: porta a "\/social", ma nessuna pagina ha questo indirizzo$/,
    );
  });

  it('reports an anchor that no section of the page carries', async () => {
    fixture.write(
      'pages-yaml/sport/tennis.yaml',
      validTennisPage.replace(
        '    text: Contenuti e campagne per circoli di tennis.\n',
        '    text: Contenuti e campagne per circoli di tennis.\n    buttons:\n      - label: Scopri le Strategie\n        action: { type: anchor, target: prezzi }\n',
      ),
    );
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:11:33 sections[0].buttons[0].action.target: scorre fino a "#prezzi", ma nessuna sezione di questa pagina ha id "prezzi"; id su questa pagina: pricing',
    ]);
  });

  it('reports a missing image file', async () => {
    fixture.edit('pages-yaml/index.yaml', (text) => text.replace('/images/hero/home.svg', '/images/hero/casa.svg'));
    const messages = await lint(fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^pages-yaml\/index\.yaml:\d+:7 sections\[0\]\.image\.src: file dell’immagine non trovato: public\/images\/hero\/casa\.svg$/,
    );
  });

  it('rejects an icon the site does not ship and suggests a close one', async () => {
    fixture.edit('pages-yaml/sport/calcio-marketing.yaml', (text) => text.replace('icon: users-group', 'icon: user-group'));
    const messages = await lint(fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^pages-yaml\/sport\/calcio-marketing\.yaml:\d+:\d+ sections\[\d+\]\.cards\[\d+\]\.icon: serve uno tra .*, invece c’è "user-group" \(forse "users-group"\?\)$/,
    );
  });

  it('refuses two files that claim the same path', async () => {
    fixture.write('pages-yaml/societa-sportive.yaml', validTennisPage);
    const messages = await lint(fixture);
    expect(
      messages.some((line) =>
        /^pages-yaml\/(sport\/index|societa-sportive)\.yaml:\d+:\d+ .*l’indirizzo "\/societa-sportive" è già servito da pages-yaml\/(sport\/index|societa-sportive)\.yaml: ogni indirizzo appartiene a un solo file$/.test(
          line,
        ),
      ),
    ).toBe(true);
  });

  it('requires a page for every route of the specification', async () => {
    fixture.remove('pages-yaml/sport/yoga.yaml');
    const messages = await lint(fixture);
    expect(messages).toContain(
      'pages-yaml:1:1 l’indirizzo "/sport/yoga" della specifica non ha una pagina: crea pages-yaml/sport/yoga.yaml',
    );
    expect(
      messages
        .filter((line) => line.startsWith('pages-yaml/_site.yaml'))
        .every((line) => line.includes('porta a "/sport/yoga", ma nessuna pagina ha questo indirizzo')),
    ).toBe(true);
  });

  it('reports a broken page once, not again through every link to it', async () => {
    fixture.edit('pages-yaml/sport/yoga.yaml', (text) => text.replace(/^title:/m, 'titel:'));
    const messages = await lint(fixture);
    expect(messages).toHaveLength(2);
    expect(messages.every((line) => line.startsWith('pages-yaml/sport/yoga.yaml:'))).toBe(true);
  });

  it.each([
    [
      'a colon inside unquoted text',
      'title: Tennis\ndescription: Orari: dalle 9 alle 18\nsections: []\n',
      '2:14 il testo contiene ": " (due punti e spazio), che in YAML separa un campo dal suo valore: metti il testo tra virgolette, es. description: "Orari: dalle 9 alle 18"',
    ],
    [
      'a "#" inside unquoted text',
      'title: Tennis\ndescription: Il circolo #1 di Brescia\nsections: []\n',
      '2:25 quello che segue " #" è stato letto come un commento e non comparirebbe sul sito: metti tutto il testo tra virgolette, es. description: "Il circolo #1 di Brescia"',
    ],
    [
      'a tab used to indent',
      'title: Tennis\ndescription: Circoli\nsections:\n\t- type: hero\n',
      '4:1 questa riga è rientrata con il tasto Tab, ma YAML accetta solo spazi: sostituisci il Tab con spazi, allineando la riga alle altre',
    ],
    [
      'a line indented too far',
      'title: Tennis\ndescription: Circoli\nsections:\n  - type: hero\n     headline: Più soci\n',
      '5:6 il rientro di questa riga non torna: i campi dello stesso gruppo iniziano alla stessa colonna, e quelli dentro un gruppo due spazi più a destra',
    ],
    [
      'a line indented too little',
      'title: Tennis\ndescription: Circoli\nsections:\n  - type: hero\n    headline: Più soci\n   text: Tornei\n',
      '6:4 il rientro di questa riga non torna: i campi dello stesso gruppo iniziano alla stessa colonna, e quelli dentro un gruppo due spazi più a destra',
    ],
    [
      'an unclosed quote',
      'title: "Tennis\ndescription: Circoli\nsections: []\n',
      '1:8 le virgolette " aperte qui non sono chiuse: aggiungi " alla fine del testo',
    ],
    [
      'an apostrophe inside single quotes',
      "title: 'L'agenzia del tennis'\ndescription: Circoli\nsections: []\n",
      '1:11 il testo continua dopo le virgolette di chiusura: racchiudi tutto il testo tra virgolette doppie "…"; un apostrofo dentro virgolette semplici \'…\' le chiude',
    ],
    [
      'a duplicate key',
      'title: Tennis\ndescription: Circoli\ntitle: Tennis club\nsections: []\n',
      '3:1 il campo "title" compare due volte nello stesso gruppo: tieni una sola riga "title:" e cancella l’altra',
    ],
    [
      'a list item without its dash',
      'title: Tennis\ndescription: Circoli\naliases:\n  - /tennis\n  /circoli\nsections: []\n',
      '5:3 questa riga sta in mezzo a un elenco ma non inizia con il trattino: scrivi "- " prima del testo, come nelle altre voci',
    ],
    [
      'a text starting with a reserved character',
      'title: Tennis\ndescription: * Contratto minimo 3 mensilità\nsections: []\n',
      '2:14 un testo non può iniziare con "*" senza virgolette: metti il testo tra virgolette, es. description: "* Contratto minimo 3 mensilità"',
    ],
    [
      'an unclosed bracket',
      'title: Tennis\ndescription: [unclosed\nsections: []\n',
      '2:14 una parentesi [ o { aperta qui non è chiusa: chiudila alla fine dell’elenco, oppure, se fa parte del testo, metti tutto il testo tra virgolette',
    ],
  ])('explains a YAML mistake at its line, with the fix: %s', async (_mistake, text, expected) => {
    fixture.write('pages-yaml/sport/tennis.yaml', text);
    expect(await lint(fixture)).toEqual([`pages-yaml/sport/tennis.yaml:${expected}`]);
  });

  it('reads "- Orari: dalle 9" as a field and says to quote the text', async () => {
    fixture.write(
      'pages-yaml/sport/tennis.yaml',
      validTennisPage.replace(
        '    text: Contenuti e campagne per circoli di tennis.\n',
        '    text: Contenuti e campagne per circoli di tennis.\n    points:\n      - Orari: dalle 9\n',
      ),
    );
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:10:9 sections[0].points[0]: serve un testo, invece c’è un gruppo di campi: se il testo contiene ": " (due punti e spazio), mettilo tra virgolette',
    ]);
  });

  it('leaves comments written on purpose alone', async () => {
    fixture.write(
      'pages-yaml/sport/tennis.yaml',
      validTennisPage.replace('title: Marketing per circoli di tennis', 'title: Marketing per circoli di tennis   # il titolo per Google'),
    );
    expect(await lint(fixture)).toEqual([]);
  });

  it('speaks English to a developer who asks for it', async () => {
    fixture.write('pages-yaml/sport/tennis.yaml', tennisPage);
    expect((await loadContent({ root: fixture.root, language: 'en' })).errors.map(formatContentError)).toEqual([
      'pages-yaml/sport/tennis.yaml:22:9 sections[1].packages[1].monthlyPrice: expected a number, got "170 euro"',
    ]);
    fixture.write('pages-yaml/sport/tennis.yaml', 'title: Tennis\ndescription: Orari: dalle 9\nsections: []\n');
    expect((await loadContent({ root: fixture.root, language: 'en' })).errors.map(formatContentError)).toEqual([
      'pages-yaml/sport/tennis.yaml:2:14 the text holds ": " (colon and space), which in YAML separates a field from its value: put the text in quotes, e.g. description: "Orari: dalle 9"',
    ]);
    expect((await lint(fixture))[0]).toContain('il testo contiene ": "');
  });
  it('points at an article heading that skips a level, on its own line and column', async () => {
    const article = 'pages-yaml/blog/intelligenza-artificiale-pmi-guida-pratica-2025.yaml';
    fixture.edit(article, (text) => text.replace('<h3>1. Assistenti virtuali e chatbot</h3>', '<h4>1. Assistenti virtuali e chatbot</h4>'));
    const line = fixture.lineOf(article, '<h4>1. Assistenti');
    expect(await lint(fixture)).toEqual([
      `${article}:${line}:7 sections[0].html: il titolo <h4> salta un livello: segue un <h2>; usa <h3>`,
    ]);
    expect((await loadContent({ root: fixture.root, language: 'en' })).errors.map(formatContentError)).toEqual([
      `${article}:${line}:7 sections[0].html: the heading <h4> skips a level: it follows an <h2>; use <h3>`,
    ]);
  });

  it('points at an article whose headings start below <h2>', async () => {
    const article = 'pages-yaml/blog/intelligenza-artificiale-pmi-guida-pratica-2025.yaml';
    fixture.edit(article, (text) =>
      text.replace('<h2>Quattro applicazioni che funzionano già</h2>', '<h3>Quattro applicazioni che funzionano già</h3>'),
    );
    expect(await lint(fixture)).toEqual([
      `${article}:${fixture.lineOf(article, '<h3>Quattro applicazioni')}:7 sections[0].html: il titolo <h3> salta un livello: i titoli del testo di un articolo cominciano da <h2>; usa <h2>`,
    ]);
  });

  it('checks the links written in a prose paragraph: pages and sections that must exist, addresses that may not be used', async () => {
    const file = 'pages-yaml/prova-link.yaml';
    fixture.write(
      file,
      [
        'title: Prova dei link',
        'description: Una pagina di prova per i link scritti nei paragrafi.',
        'sections:',
        '  - type: hero',
        '    headline: Prova dei link',
        '    text: Una pagina di prova.',
        '  - type: prose',
        '    id: testo',
        '    blocks:',
        '      - paragraphs:',
        '          - Vedi [i servizi](/servizi), [questa sezione](#testo) e [un sito](https://example.com).',
        '          - Poi [una pagina](/non-esiste) e [una sezione](/servizi#nessuna).',
        '        list:',
        '          - Un [clic](javascript:alert(1)) e [un’altra sezione](#manca).',
        '',
      ].join('\n'),
    );
    const line = (text: string) => fixture.lineOf(file, text);
    expect(await lint(fixture)).toEqual([
      `${file}:${line('Poi [una pagina]')}:13 sections[1].blocks[0].paragraphs[1]: porta a "/non-esiste", ma nessuna pagina ha questo indirizzo`,
      `${file}:${line('Poi [una pagina]')}:13 sections[1].blocks[0].paragraphs[1]: porta a "#nessuna" su "/servizi", ma lì nessuna sezione ha id "nessuna"`,
      `${file}:${line('Un [clic]')}:13 sections[1].blocks[0].list[0]: porta a "#manca" su questa pagina, ma lì nessuna sezione ha id "manca"`,
      `${file}:${line('Un [clic]')}:13 sections[1].blocks[0].list[0]: il link a "javascript:alert(1)" non è ammesso: scrivi una pagina del sito (/pagina o /pagina#sezione), un indirizzo https://…, mailto: o tel:`,
    ]);
  });
});

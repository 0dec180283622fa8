import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { say } from '../schema/messages.ts';
import type { ContentError, YamlSource } from './yaml-source.ts';

/*
 * What only the rendered page shows: how many <h1> it has, whether a heading skips a level, whether an image has no
 * alternative text. Each finding points at the YAML that makes it: the section the site renders as
 * `<section data-section="type">` (the n-th of <main> is the n-th of `sections`), and in it the field whose text the
 * heading shows; the page's `sections` when no section can be told.
 */

type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

interface Heading {
  level: number;
  text: string;
  /** The index in `sections` of the section it is in; undefined outside <main> or when the sections cannot be told apart. */
  section: number | undefined;
}

interface ImageWithoutAlt {
  src: string;
  section: number | undefined;
}

const isElement = (node: ChildNode): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((candidate) => candidate.name === name)?.value;

function textOf(node: ChildNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return isElement(node) ? node.childNodes.map(textOf).join('') : '';
}

const normalized = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The headings and the images without `alt` of a rendered body, each with the section it is in. */
function readRendered(body: string, sectionTypes: readonly string[]): { headings: Heading[]; imagesWithoutAlt: ImageWithoutAlt[] } {
  const headings: Heading[] = [];
  const imagesWithoutAlt: ImageWithoutAlt[] = [];
  const fragment = parse(`<!doctype html><html><body>${body}</body></html>`);
  let sectionsSeen = 0;
  const walk = (node: ChildNode, inMain: boolean, section: number | undefined) => {
    if (!isElement(node)) return;
    if (node.tagName === 'svg' || node.tagName === 'template') return;
    let current = section;
    if (inMain && section === undefined && attribute(node, 'data-section') !== undefined) {
      current = sectionsSeen;
      sectionsSeen += 1;
    }
    const heading = /^h([1-6])$/.exec(node.tagName);
    if (heading) headings.push({ level: Number(heading[1]), text: textOf(node), section: current });
    if (node.tagName === 'img' && attribute(node, 'alt') === undefined && attribute(node, 'aria-hidden') !== 'true')
      imagesWithoutAlt.push({ src: attribute(node, 'src') ?? '', section: current });
    for (const child of node.childNodes) walk(child, inMain || node.tagName === 'main', current);
  };
  for (const child of fragment.childNodes) walk(child, false, undefined);
  // The sections are told apart only when the page rendered each of them, in order.
  const rendered: string[] = [];
  const collect = (node: ChildNode, inMain: boolean) => {
    if (!isElement(node)) return;
    const type = inMain ? attribute(node, 'data-section') : undefined;
    if (type !== undefined) {
      rendered.push(type);
      return;
    }
    for (const child of node.childNodes) collect(child, inMain || node.tagName === 'main');
  };
  for (const child of fragment.childNodes) collect(child, false);
  if (rendered.join(' ') !== sectionTypes.join(' ')) {
    for (const heading of headings) heading.section = undefined;
    for (const image of imagesWithoutAlt) image.section = undefined;
  }
  return { headings, imagesWithoutAlt };
}

/** Every text field of `value`, with its path. */
function textFields(value: unknown, visit: (text: string, path: PropertyKey[]) => void, path: PropertyKey[] = []): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) textFields(item, visit, [...path, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) textFields(child, visit, [...path, key]);
}

/** The field of section `index` whose text the heading shows (the longest that matches), or the section itself. */
function pathOfHeading(data: unknown, index: number | undefined, text: string): PropertyKey[] {
  if (index === undefined) return ['sections'];
  const section = (data as { sections?: unknown[] } | undefined)?.sections?.[index];
  const shown = normalized(text);
  let best: { path: PropertyKey[]; length: number } | undefined;
  textFields(section, (field, path) => {
    const written = normalized(field);
    if (written.length < 2) return;
    if ((shown.includes(written) || written.includes(shown)) && written.length > (best?.length ?? 0))
      best = { path, length: written.length };
  });
  return ['sections', index, ...(best?.path ?? [])];
}

/**
 * The rendered page's errors: not exactly one <h1>, a heading that skips a level, an image without `alt`. `body` is the
 * markup inside #root; `source` the page's file, whose data (as written) the findings point into.
 */
export function checkRenderedPage(body: string, source: YamlSource, sectionTypes: readonly string[]): ContentError[] {
  const { headings, imagesWithoutAlt } = readRendered(body, sectionTypes);
  const errors: ContentError[] = [];
  const at = (index: number | undefined, text: string, message: string) => source.errorAt(pathOfHeading(source.data, index, text), message);
  const titles = headings.filter((heading) => heading.level === 1);
  if (titles.length === 0)
    errors.push(
      source.errorAt(
        ['sections'],
        say(
          'la pagina non ha un titolo principale <h1>: Google e i lettori di schermo lo cercano per capire di che cosa parla. Apri la pagina con una sezione che ha un titolo, come "hero"',
          'the page has no main heading <h1>: Google and screen readers look for it to tell what the page is about. Open the page with a section that has a heading, like "hero"',
        ),
      ),
    );
  for (const extra of titles.slice(1))
    errors.push(
      at(
        extra.section,
        extra.text,
        say(
          `la pagina ha ${titles.length} titoli principali <h1> ("${titles.map((title) => title.text.trim()).join('", "')}"): ne serve uno solo, il primo. Togli questa sezione o usa un titolo <h2>`,
          `the page has ${titles.length} main headings <h1> ("${titles.map((title) => title.text.trim()).join('", "')}"): it needs only one, the first. Remove this section or use an <h2> heading`,
        ),
      ),
    );
  // Without an <h1> (already reported) the page's headings are read as if it had one.
  let deepestAllowed = titles.length > 0 ? 1 : 2;
  for (const heading of headings) {
    if (heading.level > 1 && deepestAllowed === 1)
      errors.push(
        at(
          heading.section,
          heading.text,
          say(
            `il titolo <h${heading.level}> "${heading.text.trim()}" viene prima del titolo principale <h1>: metti in cima alla pagina la sezione con il titolo principale`,
            `the heading <h${heading.level}> "${heading.text.trim()}" comes before the main heading <h1>: put the section with the main heading at the top of the page`,
          ),
        ),
      );
    else if (heading.level > deepestAllowed)
      errors.push(
        at(
          heading.section,
          heading.text,
          say(
            `il titolo <h${heading.level}> "${heading.text.trim()}" salta un livello: segue un <h${deepestAllowed - 1}>; usa <h${deepestAllowed}> (chi usa un lettore di schermo naviga per livelli di titolo)`,
            `the heading <h${heading.level}> "${heading.text.trim()}" skips a level: it follows an <h${deepestAllowed - 1}>; use <h${deepestAllowed}> (screen-reader users navigate by heading level)`,
          ),
        ),
      );
    deepestAllowed = Math.min(heading.level, deepestAllowed) + 1;
  }
  for (const image of imagesWithoutAlt)
    errors.push(
      source.errorAt(
        image.section === undefined ? ['sections'] : ['sections', image.section],
        say(
          `l’immagine ${image.src} esce nella pagina senza testo alternativo (alt): scrivi in "alt" che cosa mostra`,
          `the image ${image.src} is rendered without alternative text (alt): write in "alt" what it shows`,
        ),
      ),
    );
  return errors;
}

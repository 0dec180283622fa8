import { say } from '../schema/messages.ts';
import type { Section } from '../src/sections/index.ts';
import type { ContentError, YamlSource } from './yaml-source.ts';

/** An article's HTML has no title of its own: its first heading sits right below the page's h1. */
const FIRST_LEVEL = 2;

const HEADING_TAG = /<h([1-6])\b/gi;

export interface HeadingJump {
  /** Where the heading's tag starts in the HTML. */
  index: number;
  level: number;
  /** The deepest level it may take there. */
  allowed: number;
}

/** Headings that skip a level (an `<h4>` right after an `<h2>`, the HTML form of `##` followed by `####`). */
export function headingJumps(html: string): HeadingJump[] {
  const jumps: HeadingJump[] = [];
  let allowed = FIRST_LEVEL;
  for (const match of html.matchAll(HEADING_TAG)) {
    const level = Number(match[1]);
    if (level > allowed) jumps.push({ index: match.index, level, allowed });
    allowed = Math.min(level, allowed) + 1;
  }
  return jumps;
}

/** The headings of each `html` section; a page that failed its schema gives the sections that pass theirs, at their places. */
export function checkHtmlHeadings(sections: ReadonlyArray<Section | undefined>, source: YamlSource, errors: ContentError[]): void {
  sections.forEach((section, index) => {
    if (section?.type !== 'html') return;
    // The file's own text, before the schema trims it, so positions match the file.
    const written = (source.data as { sections?: Array<{ html?: unknown }> }).sections?.[index]?.html;
    for (const jump of headingJumps(typeof written === 'string' ? written : section.html)) {
      const previous = jump.allowed - 1;
      const message =
        previous < FIRST_LEVEL
          ? say(
              `il titolo <h${jump.level}> salta un livello: i titoli del testo di un articolo cominciano da <h2>; usa <h2>`,
              `the heading <h${jump.level}> skips a level: the article text starts its headings at <h2>; use <h2>`,
            )
          : say(
              `il titolo <h${jump.level}> salta un livello: segue un <h${previous}>; usa <h${jump.allowed}>`,
              `the heading <h${jump.level}> skips a level: it follows an <h${previous}>; use <h${jump.allowed}>`,
            );
      errors.push(source.errorInText(['sections', index, 'html'], jump.index, message));
    }
  });
}

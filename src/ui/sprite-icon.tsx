import type { IconProps } from '@tabler/icons-react';
import { useInsertionEffect } from 'react';
import { escapeHtml } from './escape-html.ts';

/*
 * Tabler's icons drawn once per page: every icon element is an <svg> with a <use> of the icon's <symbol>, and the
 * page carries each symbol once (the home page drew 72 icons, 29.9 KB of inline SVG, many the same). The server
 * render collects the symbols its icons use (`iconSprite`, first in the page's body); an icon the browser draws
 * later (a notice's) adds its own symbol to the page when it mounts.
 */

/** An icon's drawing, as Tabler ships it: its elements and their attributes. */
export type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>;

type IconType = 'outline' | 'filled';

/** Tabler's look of each kind of icon, on its symbol; the stroke's width is the icon's own (`stroke`). */
const SYMBOL_LOOK: Record<IconType, Record<string, string>> = {
  outline: { fill: 'none', stroke: 'currentColor', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
  filled: { fill: 'currentColor', stroke: 'none' },
};

const symbolAttributes = (type: IconType) =>
  Object.entries({ viewBox: '0 0 24 24', ...SYMBOL_LOOK[type] })
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
export const ICON_SPRITE_ID = 'icon-sprite';

function symbolId(name: string): string {
  return `ti-${name}`;
}

/** The icons the server's render of the current page has drawn. */
const drawnOnServer = new Map<string, SpriteIconData>();

/** Starts a page's render on the server: its sprite will hold the icons drawn from now on. */
export function startIconSprite(): void {
  drawnOnServer.clear();
}

function elementMarkup([tag, attributes]: IconNode[number], id?: string): string {
  const written = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag}${id ? ` id="${id}"` : ''}${written}/>`;
}

/**
 * The page's sprite: one hidden <svg> with a <symbol> for each icon the page's render drew. A stroke two icons share
 * (the shaft of both arrows) is written once and used by both.
 */
export function iconSprite(): string {
  if (drawnOnServer.size === 0) return '';
  const icons = [...drawnOnServer];
  const timesUsed = new Map<string, number>();
  for (const [, { node }] of icons)
    for (const element of node) timesUsed.set(elementMarkup(element), (timesUsed.get(elementMarkup(element)) ?? 0) + 1);
  const shared = new Map<string, string>();
  const defs: string[] = [];
  const drawn = (element: IconNode[number]) => {
    const markup = elementMarkup(element);
    if ((timesUsed.get(markup) ?? 0) < 2) return markup;
    let id = shared.get(markup);
    if (id === undefined) {
      id = `ti-shared-${shared.size}`;
      shared.set(markup, id);
      defs.push(elementMarkup(element, id));
    }
    return `<use href="#${id}"/>`;
  };
  const symbols = icons
    .map(([name, { type, node }]) => `<symbol id="${symbolId(name)}"${symbolAttributes(type)}>${node.map(drawn).join('')}</symbol>`)
    .join('');
  return `<svg id="${ICON_SPRITE_ID}" aria-hidden="true" style="display:none">${defs.length > 0 ? `<defs>${defs.join('')}</defs>` : ''}${symbols}</svg>`;
}

function newSprite(): SVGSVGElement {
  const sprite = document.createElementNS(SVG_NAMESPACE, 'svg');
  sprite.id = ICON_SPRITE_ID;
  sprite.setAttribute('aria-hidden', 'true');
  sprite.style.display = 'none';
  return sprite;
}

/** In the browser: the icon's symbol, added to the page's sprite if the page does not carry it yet. */
function ensureSymbol({ type, name, node }: SpriteIconData): void {
  if (document.getElementById(symbolId(name))) return;
  const sprite = document.getElementById(ICON_SPRITE_ID) ?? document.body.insertBefore(newSprite(), document.body.firstChild);
  const symbol = document.createElementNS(SVG_NAMESPACE, 'symbol');
  symbol.id = symbolId(name);
  symbol.setAttribute('viewBox', '0 0 24 24');
  for (const [attribute, value] of Object.entries(SYMBOL_LOOK[type])) symbol.setAttribute(attribute, value);
  for (const [tag, attributes] of node) {
    const element = document.createElementNS(SVG_NAMESPACE, tag);
    for (const [attribute, value] of Object.entries(attributes)) if (attribute !== 'key') element.setAttribute(attribute, value);
    symbol.append(element);
  }
  sprite.append(symbol);
}

/** An icon of Tabler's set: its kind, its name ("brand-whatsapp") and its drawing (its module's `__iconNode`). */
export interface SpriteIconData {
  type: IconType;
  name: string;
  node: IconNode;
}

/** Tabler's icon props: `size` (px), `stroke` (the stroke's width), `color`, `title`, and any attribute of an <svg>. */
export type SpriteIconProps = IconProps & { icon: SpriteIconData };

/**
 * A Tabler icon, with Tabler's props and look, drawn from the page's sprite; hidden from screen readers unless titled.
 * The symbol is scaled to the icon's size (its `<use>` fills the <svg>) and carries the rest of Tabler's look.
 */
export function SpriteIcon({ icon, color, size = 24, stroke = 2, title, children, ...rest }: SpriteIconProps) {
  const { type, name } = icon;
  if (typeof document === 'undefined') drawnOnServer.set(name, icon);
  useInsertionEffect(() => ensureSymbol(icon), [icon]);
  const drawing = <use href={`#${symbolId(name)}`} />;
  const look = { width: size, height: size, color, strokeWidth: type === 'outline' ? stroke : undefined, ...rest };
  return title ? (
    <svg role="img" {...look}>
      <title>{title}</title>
      {drawing}
      {children}
    </svg>
  ) : (
    <svg aria-hidden="true" {...look}>
      {drawing}
      {children}
    </svg>
  );
}

// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconSprite, SpriteIcon, startIconSprite } from '../../src/ui/sprite-icon.tsx';
import { IconArrowLeft, IconArrowRight, IconStarFilled } from '../../src/ui/sprite-icons.ts';

const srcDir = path.resolve(import.meta.dirname, '..', '..', 'src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('icons are drawn once per page', () => {
  it('an icon is a <use> of its symbol; the page’s sprite holds each symbol once, and no stroke twice', () => {
    startIconSprite();
    const markup = renderToString(
      <>
        <SpriteIcon icon={IconArrowLeft} size={18} />
        <SpriteIcon icon={IconArrowRight} size={16} stroke={2.2} className="arrow" />
        <SpriteIcon icon={IconArrowRight} size={16} />
        <SpriteIcon icon={IconStarFilled} size={18} title="Valutazione" />
      </>,
    );
    expect(markup).not.toContain('<path');
    expect(markup.match(/<use href="#ti-arrow-right"/g)).toHaveLength(2);
    expect(markup).toContain('stroke-width="2.2"');
    expect(markup).toContain('class="arrow"');
    // Decorative unless titled.
    expect(markup.match(/aria-hidden="true"/g)).toHaveLength(3);
    expect(markup).toContain('<svg role="img"');

    const sprite = iconSprite();
    expect(sprite.match(/<symbol /g)).toHaveLength(3);
    const strokes = [...sprite.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1]);
    expect(strokes.length).toBeGreaterThan(3);
    expect(new Set(strokes).size).toBe(strokes.length);
    // Both arrows have the same shaft: written once, used by both.
    expect(sprite).toMatch(/<defs><path id="ti-shared-0" d="M5 12l14 0"\/><\/defs>/);

    startIconSprite();
    expect(iconSprite()).toBe('');
  });

  it('components take their icons from the sprite modules, not from Tabler’s components', () => {
    const direct = sourceFiles(srcDir).filter((file) => /from '@tabler\/icons-react'/.test(readFileSync(file, 'utf8')));
    expect(direct.map((file) => path.relative(srcDir, file))).toEqual(['ui/sprite-icon.tsx']);
    expect(readFileSync(path.join(srcDir, 'ui', 'sprite-icon.tsx'), 'utf8')).toMatch(
      /^import type \{ IconProps \} from '@tabler\/icons-react';$/m,
    );
  });
});

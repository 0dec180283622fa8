import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_SPRITE_ID, SpriteIcon } from '../../src/ui/sprite-icon.tsx';
import { IconCheck, IconX } from '../../src/ui/sprite-icons.ts';

describe('an icon the browser draws after the page was rendered', () => {
  it('adds its symbol to the page’s sprite, once', () => {
    render(
      <>
        <SpriteIcon icon={IconX} size={20} />
        <SpriteIcon icon={IconX} size={16} />
        <SpriteIcon icon={IconCheck} size={20} />
      </>,
    );
    const sprite = document.getElementById(ICON_SPRITE_ID);
    expect(sprite?.querySelectorAll('symbol#ti-x')).toHaveLength(1);
    expect(sprite?.querySelector('symbol#ti-check path')?.getAttribute('d')).toBe(IconCheck.node[0]?.[1].d);
    expect(document.querySelectorAll('use[href="#ti-x"]')).toHaveLength(2);
  });
});

import { iconNames, type IconName } from '../schema/icons.ts';
import type { Content } from './load.ts';

/** "brand-instagram" → "IconBrandInstagram", the Tabler export. */
export function tablerExportName(name: string): string {
  return `Icon${name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
}

const iconNameSet = new Set<string>(iconNames);

/** Every icon name the content uses, found under any `icon` key of the site file and the pages. */
export function iconsUsedBy(content: Content): Set<IconName> {
  const used = new Set<IconName>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'icon' && typeof child === 'string' && iconNameSet.has(child)) used.add(child as IconName);
        visit(child);
      }
    }
  };
  visit(content.site);
  for (const entry of content.pages) visit(entry.page);
  return used;
}

/** What an icon name the lint makes unreachable stands for in a production build. */
const FALLBACK_ICON = 'point';

/**
 * Source of `virtual:icons`: the icon map the components read, each icon's Tabler drawing for <SpriteIcon>
 * (src/ui/sprite-icon.tsx), which draws it from the page's sprite. A production build ships only the icons the
 * content uses (the rest point at one small fallback, which the lint makes unreachable); the dev server and tests
 * ship them all, so section examples and the catalogue show every icon.
 */
export function iconModuleSource(used: Set<IconName> | 'all'): string {
  const shipped: string[] = iconNames.filter((name) => used === 'all' || used.has(name));
  const drawn = [...new Set([...shipped, FALLBACK_ICON])];
  const imports = drawn.map(
    (name) => `import { __iconNode as ${tablerExportName(name)} } from '@tabler/icons-react/dist/esm/icons/${tablerExportName(name)}.mjs';`,
  );
  const icons = drawn.map(
    (name) =>
      `const ${tablerExportName(name)}Sprite = { type: 'outline', name: ${JSON.stringify(name)}, node: ${tablerExportName(name)} };`,
  );
  const entries = iconNames.map(
    (name) => `  ${JSON.stringify(name)}: ${tablerExportName(shipped.includes(name) ? name : FALLBACK_ICON)}Sprite,`,
  );
  return `${imports.join('\n')}\n${icons.join('\n')}\nexport const icons = {\n${entries.join('\n')}\n};\n`;
}

import { clsx } from 'clsx';
import { Badge } from '@mantine/core';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import type { SplitBlock, SplitSection } from './schema.ts';
import { ActionButton } from '../../ui/ActionButton.tsx';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import { icons } from '../../ui/icons.ts';
import { IconList } from '../../ui/IconList.tsx';
import { CheckMark } from '../../ui/CheckList.tsx';
import surface from '../../ui/Surface.module.css';
import list from '../../ui/List.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import classes from './Split.module.css';
import { ThemeIcon } from '../../ui/ThemeIcon.tsx';
import { SiteImage } from '../../ui/SiteImage.tsx';

function Tiles({ tiles }: { tiles: SplitBlock['tiles'] }) {
  return (
    <ul className={`${list.stack} ${classes.tiles}`}>
      {tiles.map((tile) => {
        const icon = icons[tile.icon];
        return (
          <li key={tile.title} className={`${surface.bandCard} ${classes.tile}`}>
            <ThemeIcon size={44} radius="md" variant="light" color="brand" className={classes.tileIcon}>
              <SpriteIcon icon={icon} size={22} stroke={1.8} aria-hidden />
            </ThemeIcon>
            <span className={`${typography.itemTitle} ${invertedTone.strong}`}>{tile.title}</span>
            {tile.text && <span className={`${typography.itemText} ${classes.tileText} ${invertedTone.soft}`}>{tile.text}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function Block({ block, imageOnLeft, titleLevel }: { block: SplitBlock; imageOnLeft: boolean; titleLevel: 'h2' | 'h3' }) {
  const TitleTag = titleLevel;
  const tilesAsMedia = !block.image && block.tiles.length > 0;
  return (
    <article className={clsx(classes.block, imageOnLeft && classes.imageLeft, tilesAsMedia && classes.tilesAsMedia)}>
      <div className={classes.copy}>
        {(block.badge ?? block.eyebrow) && (
          <div className={classes.eyebrowRow}>
            {block.eyebrow && <span className={`${typography.smallCaps} ${classes.eyebrow} ${invertedTone.accent}`}>{block.eyebrow}</span>}
            {block.badge && (
              <Badge variant="light" color="accent" size="lg" radius="xl" className={classes.badge}>
                {block.badge}
              </Badge>
            )}
          </div>
        )}
        <TitleTag className={`${typography.displayTitle} ${classes.title} ${invertedTone.strong}`}>{block.title}</TitleTag>
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph} className={`${typography.lead} ${classes.paragraph} ${invertedTone.soft}`}>
            {paragraph}
          </p>
        ))}
        {block.features.length > 0 && (
          <IconList
            items={block.features}
            icon={<CheckMark className={`${classes.check} ${invertedTone.accent}`} />}
            classNames={{ list: `${list.stack} ${classes.features}`, item: classes.feature }}
          />
        )}
        {!tilesAsMedia && block.tiles.length > 0 && <Tiles tiles={block.tiles} />}
        {block.buttons.length > 0 && (
          <div className={classes.buttons}>
            {block.buttons.map((button) => (
              <ActionButton key={button.label} button={button} size="md" />
            ))}
          </div>
        )}
      </div>
      <div className={classes.media}>
        {block.image ? (
          <div className={classes.frame}>
            <SiteImage className={classes.image} image={block.image} slot="split" />
          </div>
        ) : (
          <Tiles tiles={block.tiles} />
        )}
      </div>
    </article>
  );
}

function imageOnLeftAt(section: SplitSection, index: number): boolean {
  const firstOnLeft = section.imageSide === 'left';
  return index % 2 === 0 ? firstOnLeft : !firstOnLeft;
}

export function Split({ section }: { section: SplitSection }) {
  const { blocks } = section;
  const titleLevel = section.title ? 'h3' : 'h2';
  return (
    <SectionShell section={section}>
      <div className={clsx(classes.blocks, isInverted(section) && classes.inverted)}>
        {blocks.map((block, index) => (
          <Block key={block.title} block={block} imageOnLeft={imageOnLeftAt(section, index)} titleLevel={titleLevel} />
        ))}
      </div>
    </SectionShell>
  );
}

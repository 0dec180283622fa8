import { Anchor, Button } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import { MAP_FRAME_ATTRIBUTES } from '../../chrome/consent-map.ts';
import { SCRIPT_CONTROL_ATTRIBUTE } from '../../ui/dialog-attributes.ts';
import { Heading } from '../../ui/heading-level.tsx';
import { mapsSearchHref } from '../../ui/maps-links.ts';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { SiteImage } from '../../ui/SiteImage.tsx';
import typography from '../../ui/Typography.module.css';
import classes from './MapSection.module.css';
import type { MapSection as MapSectionData } from './schema.ts';

/**
 * The map from another site loads only with the visitor's consent, or when they ask for it; until then a
 * placeholder says so (src/chrome/consent-map.ts puts the map in its place, with no React on the page).
 */
export function MapSection({ section }: { section: MapSectionData }) {
  const { placeholder } = section;
  const frame = {
    [MAP_FRAME_ATTRIBUTES.source]: section.embedUrl,
    [MAP_FRAME_ATTRIBUTES.title]: section.frameTitle,
    [MAP_FRAME_ATTRIBUTES.state]: 'placeholder',
  };
  return (
    <SectionShell section={section}>
      <div className={classes.frame} {...frame}>
        <div className={classes.placeholder}>
          <SiteImage className={classes.placeholderImage} image={placeholder.image} slot="map" />
          <div className={classes.notice}>
            <span className={classes.noticeIcon} aria-hidden>
              <SpriteIcon icon={IconMapPin} size={26} stroke={1.8} />
            </span>
            <Heading className={`${typography.cardTitle} ${classes.noticeTitle}`}>{placeholder.title}</Heading>
            <p className={classes.noticeText}>{placeholder.text}</p>
            <Button size="md" {...{ [SCRIPT_CONTROL_ATTRIBUTE]: '', [MAP_FRAME_ATTRIBUTES.load]: '' }}>
              {placeholder.button}
            </Button>
          </div>
        </div>
      </div>
      {section.openLabel && (
        <p className={classes.openRow}>
          <Anchor href={mapsSearchHref()} target="_blank" rel="noopener noreferrer" fw={700} className={classes.openLink}>
            {section.openLabel}
            <SpriteIcon icon={IconExternalLink} size={16} aria-hidden />
          </Anchor>
        </p>
      )}
    </SectionShell>
  );
}

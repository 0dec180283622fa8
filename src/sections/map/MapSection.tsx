import { Anchor, Button } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CONSENT_CHANGED_EVENT, readConsent, type ConsentValue } from '../../chrome/consent.ts';
import { mapsSearchHref } from '../../ui/maps-links.ts';
import { SectionShell } from '../../ui/SectionShell.tsx';
import typography from '../../ui/Typography.module.css';
import classes from './MapSection.module.css';
import { Heading } from '../../ui/heading-level.tsx';
import { SiteImage } from '../../ui/SiteImage.tsx';
import type { MapSection as MapSectionData } from './schema.ts';

/** True once the visitor accepted third-party content, now or earlier; the prerendered HTML always starts without it. */
function useThirdPartyConsent(): boolean {
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    setAccepted(readConsent() === 'accepted');
    const onChange = (event: Event) => {
      const value = (event as CustomEvent<ConsentValue>).detail;
      setAccepted(value === 'accepted');
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  }, []);
  return accepted;
}

export function MapSection({ section }: { section: MapSectionData }) {
  const { placeholder } = section;
  const consented = useThirdPartyConsent();
  const [askedForMap, setAskedForMap] = useState(false);
  const showMap = consented || askedForMap;

  return (
    <SectionShell section={section}>
      <div className={classes.frame} data-map-state={showMap ? 'loaded' : 'placeholder'}>
        {showMap ? (
          <iframe
            className={classes.iframe}
            src={section.embedUrl}
            title={section.frameTitle}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <div className={classes.placeholder}>
            <SiteImage className={classes.placeholderImage} image={placeholder.image} slot="map" />
            <div className={classes.notice}>
              <span className={classes.noticeIcon} aria-hidden>
                <IconMapPin size={26} stroke={1.8} />
              </span>
              <Heading className={`${typography.cardTitle} ${classes.noticeTitle}`}>{placeholder.title}</Heading>
              <p className={classes.noticeText}>{placeholder.text}</p>
              <Button size="md" onClick={() => setAskedForMap(true)}>
                {placeholder.button}
              </Button>
            </div>
          </div>
        )}
      </div>
      {section.openLabel && (
        <p className={classes.openRow}>
          <Anchor href={mapsSearchHref()} target="_blank" rel="noopener noreferrer" fw={700} className={classes.openLink}>
            {section.openLabel}
            <IconExternalLink size={16} aria-hidden />
          </Anchor>
        </p>
      )}
    </SectionShell>
  );
}

import { Anchor, Button } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CONSENT_CHANGED_EVENT, readConsent, type ConsentValue } from '../../chrome/consent.ts';
import { mapsSearchHref } from '../../render/maps-links.ts';
import { SectionShell } from '../../render/SectionShell.tsx';
import type { SectionProps } from '../section-props.ts';
import typography from '../../render/Typography.module.css';
import classes from './MapSection.module.css';
import { Heading } from '../../render/heading-level.tsx';
import { SiteImage } from '../../render/SiteImage.tsx';

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

export function MapSection({ section }: SectionProps<'map'>) {
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

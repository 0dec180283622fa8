import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import site from 'virtual:site';
import { readConsent, storeConsent, type ConsentValue } from './consent.ts';
import classes from './ConsentBanner.module.css';

export function ConsentBanner({ reopened = false }: { reopened?: boolean }) {
  // Unknown until mounted: the prerendered HTML never contains the banner, so hydration matches.
  const [visible, setVisible] = useState(false);
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    setVisible(reopened || readConsent() === undefined);
  }, [reopened]);
  useEffect(() => {
    // Asked for from the footer: the choice is where the keyboard is.
    if (visible && reopened) banner.current?.focus();
  }, [visible, reopened]);

  if (!visible) return null;
  const { consent } = site;
  const choose = (value: ConsentValue) => {
    storeConsent(value);
    setVisible(false);
  };
  return (
    <section ref={banner} tabIndex={-1} className={classes.banner} role="region" aria-label={consent.title} data-testid="consent-banner">
      <div className={classes.text}>
        <Text fw={800} size="md" c="ink.9">{consent.title}</Text>
        <Text size="sm" c="ink.6">
          {consent.text}{' '}
          {consent.policyLinks.map((link, index) => (
            <span key={link.to}>
              {index > 0 && ' · '}
              <a href={link.to} target="_blank" rel="noopener" className={classes.policyLink}>
                {link.label}
              </a>
            </span>
          ))}
        </Text>
      </div>
      <Group gap="sm" wrap="nowrap" className={classes.actions}>
        <Button variant="default" onClick={() => choose('declined')}>
          {consent.reject}
        </Button>
        <Button onClick={() => choose('accepted')}>{consent.accept}</Button>
      </Group>
    </section>
  );
}

import { Button, Group, Text } from '@mantine/core';
import site from 'virtual:site';
import classes from './ConsentBanner.module.css';

/**
 * The cookie banner, prerendered hidden on every page. Plain markup: src/chrome/consent-banner.ts
 * shows it while the visitor has not chosen and records the choice, with no React on the page; on a
 * prerendered page the page's inline script runs it before the first paint (src/app/first-paint.ts).
 */
export function ConsentBanner() {
  const { consent } = site;
  return (
    <section hidden tabIndex={-1} className={classes.banner} aria-label={consent.title} data-consent-banner data-testid="consent-banner">
      <div className={classes.text}>
        <Text fw={800} size="md" c="ink.9">
          {consent.title}
        </Text>
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
        <Button variant="default" data-consent-choice="declined">
          {consent.reject}
        </Button>
        <Button data-consent-choice="accepted">{consent.accept}</Button>
      </Group>
    </section>
  );
}

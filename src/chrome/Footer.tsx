import { Anchor, Container, Stack, Text } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '../ui/sprite-icons.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';
import site from 'virtual:site';
import { mailtoHref, telHref } from '../ui/action-props.ts';
import { CONSENT_PREFERENCES_ATTRIBUTE } from './consent.ts';
import classes from './Footer.module.css';

export function Footer() {
  const { footer, contact, brand, legal } = site;
  const { address } = contact;
  const { legalIdentity } = footer;
  const legalIdentityLines = [
    [legalIdentity.vatNumber, legal.partitaIva.value],
    [legalIdentity.rea, legal.rea.value],
    [legalIdentity.shareCapital, legal.capitaleSociale.value],
    [legalIdentity.pec, legal.pec.value],
  ] as const;
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.grid}>
          <Stack gap="md" className={classes.about}>
            <a href="/" aria-label={site.ui.homeLabel} className={classes.logo}>
              <img src={brand.logo.src} alt={brand.logo.alt} width={brand.logo.width} height={brand.logo.height} loading="lazy" />
            </a>
            <Text size="sm" className={classes.muted}>
              {footer.about}
            </Text>
            <address className={classes.contactList}>
              <span className={classes.contactRow}>
                <SpriteIcon icon={IconMapPin} size={18} aria-hidden />
                <span>
                  {address.street}, {address.postalCode} {address.city} ({address.province})
                </span>
              </span>
              <a className={classes.contactRow} href={telHref()}>
                <SpriteIcon icon={IconPhone} size={18} aria-hidden />
                <span>{contact.phoneDisplay}</span>
              </a>
              <a className={classes.contactRow} href={mailtoHref()}>
                <SpriteIcon icon={IconMail} size={18} aria-hidden />
                <span>{contact.email}</span>
              </a>
            </address>
            <div>
              <Text className={classes.columnTitle} component="h2">
                <SpriteIcon icon={IconClock} size={16} aria-hidden /> {footer.hoursTitle}
              </Text>
              <dl className={classes.hours}>
                {contact.hours.map((hours) => (
                  <div key={hours.label} className={classes.hoursRow}>
                    <dt>{hours.label}</dt>
                    <dd>{hours.text}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </Stack>
          <div className={classes.columns}>
            {footer.columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <Text className={classes.columnTitle} component="h2">
                  {column.title}
                </Text>
                <ul className={classes.linkList}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Anchor href={link.to} className={classes.link}>
                        {link.label}
                      </Anchor>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className={classes.bottom}>
          <div className={classes.imprint}>
            <Text size="sm" className={classes.muted}>
              {footer.copyright}
            </Text>
            {/* What an Italian S.r.l. must show on its site: its legal name, Partita IVA, REA number, share capital and PEC. */}
            <p className={classes.identity} data-testid="legal-identity">
              <span>{legal.ragioneSociale.value}</span>
              {legalIdentityLines.map(([label, value]) => (
                <span key={label}>
                  {label} {value}
                </span>
              ))}
            </p>
          </div>
          <ul className={classes.legal}>
            {footer.legalLinks.map((link) => (
              <li key={link.to}>
                <Anchor href={link.to} className={classes.link} size="sm">
                  {link.label}
                </Anchor>
              </li>
            ))}
            <li>
              <Anchor href={footer.consentPreferences.to} className={classes.link} size="sm" {...{ [CONSENT_PREFERENCES_ATTRIBUTE]: '' }}>
                {footer.consentPreferences.label}
              </Anchor>
            </li>
          </ul>
        </div>
      </Container>
    </footer>
  );
}

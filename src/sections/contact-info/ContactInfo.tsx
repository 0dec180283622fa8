import { clsx } from 'clsx';
import { Anchor } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone, IconRoute } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import type { ReactNode } from 'react';
import site from 'virtual:site';
import { mailtoHref, telHref } from '../../ui/action-props.ts';
import { mapsDirectionsHref } from '../../ui/maps-links.ts';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import surface from '../../ui/Surface.module.css';
import list from '../../ui/List.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import grid from '../../ui/Grid.module.css';
import classes from './ContactInfo.module.css';
import { ThemeIcon } from '../../ui/ThemeIcon.tsx';
import { Heading } from '../../ui/heading-level.tsx';
import type { ContactInfoSection } from './schema.ts';

function ContactCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={`${surface.bandCard} ${classes.card}`}>
      <ThemeIcon size={48} radius="md" variant="light" color="brand" className={classes.cardIcon}>
        {icon}
      </ThemeIcon>
      <div className={classes.cardBody}>
        <Heading className={`${typography.smallCaps} ${classes.cardLabel}`}>{label}</Heading>
        {children}
      </div>
    </div>
  );
}

export function ContactInfo({ section }: { section: ContactInfoSection }) {
  const { areas } = section;
  const { contact } = site;
  const { address } = contact;
  return (
    <SectionShell section={section}>
      <div className={clsx(classes.layout, isInverted(section) && classes.inverted)}>
        <div className={`${grid.columns} ${classes.cards}`}>
          <ContactCard icon={<SpriteIcon icon={IconMapPin} size={24} stroke={1.8} aria-hidden />} label={section.addressLabel}>
            <p className={`${classes.value} ${invertedTone.strong}`}>
              {address.street}
              <br />
              {address.postalCode} {address.city} ({address.province})
            </p>
            {section.directionsLabel && (
              <Anchor href={mapsDirectionsHref()} target="_blank" rel="noopener noreferrer" className={classes.directions} fw={700}>
                <SpriteIcon icon={IconRoute} size={16} aria-hidden />
                {section.directionsLabel}
              </Anchor>
            )}
          </ContactCard>
          <ContactCard icon={<SpriteIcon icon={IconPhone} size={24} stroke={1.8} aria-hidden />} label={section.phoneLabel}>
            <Anchor href={telHref()} className={classes.valueLink}>
              {contact.phoneDisplay}
            </Anchor>
          </ContactCard>
          <ContactCard icon={<SpriteIcon icon={IconMail} size={24} stroke={1.8} aria-hidden />} label={section.emailLabel}>
            <Anchor href={mailtoHref()} className={classes.valueLink}>
              {contact.email}
            </Anchor>
          </ContactCard>
        </div>

        <div className={`${grid.columns} ${classes.panels}`}>
          <div className={`${surface.bandCard} ${classes.panel}`}>
            <Heading className={`${typography.cardTitle} ${classes.panelTitle} ${invertedTone.strong}`}>
              <SpriteIcon icon={IconClock} size={20} stroke={2} aria-hidden className={classes.panelIcon} />
              {section.hoursTitle}
            </Heading>
            <dl className={classes.hours}>
              {contact.hours.map((hours) => (
                <div key={hours.label} className={`${classes.hoursRow} ${hours.opens ? '' : classes.closed}`}>
                  <dt>{hours.label}</dt>
                  <dd>{hours.text}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={`${surface.bandCard} ${classes.panel}`}>
            <Heading className={`${typography.cardTitle} ${classes.panelTitle} ${invertedTone.strong}`}>
              <SpriteIcon icon={IconMapPin} size={20} stroke={2} aria-hidden className={classes.panelIcon} />
              {areas.title}
            </Heading>
            {areas.text && <p className={classes.panelText}>{areas.text}</p>}
            <ul className={`${list.bare} ${classes.towns}`} aria-label={areas.title}>
              {areas.towns.map((town) => (
                <li key={town} className={classes.town}>
                  {town}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </SectionShell>
  );
}

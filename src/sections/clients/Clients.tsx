import { clsx } from 'clsx';
import { isInverted, SectionShell } from '../../render/SectionShell.tsx';
import type { SectionProps } from '../section-props.ts';
import list from '../../render/List.module.css';
import invertedTone from '../../render/InvertedTone.module.css';
import classes from './Clients.module.css';
import { SiteImage } from '../../render/SiteImage.tsx';

export function Clients({ section }: SectionProps<'clients'>) {
  const { items } = section;
  return (
    <SectionShell section={section}>
      <ul className={clsx(list.twoColumns, classes.grid, isInverted(section) && classes.inverted)}>
        {items.map((client) => (
          <li key={client.name} className={classes.client}>
            <div className={classes.logoBox}>
              <SiteImage className={classes.logo} image={client.logo} slot="logo" />
            </div>
            <span className={`${classes.name} ${invertedTone.strong}`}>{client.name}</span>
            <span className={classes.location}>{client.location}</span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

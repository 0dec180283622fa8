import { clsx } from 'clsx';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import list from '../../ui/List.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import classes from './Clients.module.css';
import { SiteImage } from '../../ui/SiteImage.tsx';
import type { ClientsSection } from './schema.ts';

export function Clients({ section }: { section: ClientsSection }) {
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

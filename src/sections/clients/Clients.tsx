import { isInverted, SectionShell } from '../../render/SectionShell.tsx';
import type { SectionProps } from '../section-props.ts';
import classes from './Clients.module.css';

export function Clients({ section }: SectionProps<'clients'>) {
  const { items } = section;
  return (
    <SectionShell section={section}>
      <ul className={`${classes.grid} ${isInverted(section) ? classes.inverted : ''}`}>
        {items.map((client) => (
          <li key={client.name} className={classes.client}>
            <div className={classes.logoBox}>
              <img
                className={classes.logo}
                src={client.logo.src}
                alt={client.logo.alt}
                width={client.logo.width}
                height={client.logo.height}
                loading="lazy"
                decoding="async"
              />
            </div>
            <span className={classes.name}>{client.name}</span>
            <span className={classes.location}>{client.location}</span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

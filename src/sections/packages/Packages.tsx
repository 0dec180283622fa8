import { Badge, Button } from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import type { TextPricedPackage } from './schema.ts';
import { dialogLinkProps } from '../../render/ActionButton.tsx';
import { CheckList } from '../../render/CheckList.tsx';
import { SectionShell } from '../../render/SectionShell.tsx';
import type { SectionProps } from '../section-props.ts';
import classes from './Packages.module.css';
import { Heading } from '../../render/heading-level.tsx';

function PackageCard({ pack, section }: { pack: TextPricedPackage; section: SectionProps<'packages'>['section'] }) {
  const nameId = useId();
  const cardClass = [classes.card, pack.popular ? classes.popularCard : ''].filter(Boolean).join(' ');

  return (
    <article className={cardClass} data-package={pack.name} aria-labelledby={nameId}>
      {pack.popular && (
        <Badge variant="filled" color="brand" size="lg" radius="xl" className={classes.popular}>
          {section.popularBadge}
        </Badge>
      )}
      <Heading className={classes.name} id={nameId}>
        {pack.name}
      </Heading>
      <p className={classes.description}>{pack.description}</p>

      <p className={classes.price} data-testid="price">
        <span className={classes.amount}>{pack.price}</span>
        {pack.period && <span className={classes.period}>{pack.period}</span>}
      </p>

      <CheckList items={pack.features} tone="brand" />

      <div className={classes.footer}>
        <Button
          fullWidth
          size="md"
          color="brand"
          variant={pack.popular ? 'filled' : 'outline'}
          aria-describedby={nameId}
          component="a"
          {...dialogLinkProps({
            name: 'package-request',
            request: section.request,
            requestedPackage: { name: pack.name, monthlyPrice: pack.monthlyPrice ?? pack.price },
          })}
        >
          {section.buttonLabel}
        </Button>
        {pack.note && <p className={classes.note}>{pack.note}</p>}
      </div>
    </article>
  );
}

export function Packages({ section }: SectionProps<'packages'>) {
  const { packages } = section;
  const gridStyle: CSSProperties & Record<`--${string}`, number> = { '--count': packages.length };
  return (
    <SectionShell section={section}>
      <div className={classes.grid} style={gridStyle}>
        {packages.map((pack) => (
          <PackageCard key={pack.name} pack={pack} section={section} />
        ))}
      </div>
    </SectionShell>
  );
}

import { PackageCard, PackageGrid } from '../../render/PackageCard.tsx';
import { SectionShell } from '../../render/SectionShell.tsx';
import { formatEuro } from '../../render/format-euro.ts';
import type { SectionProps } from '../section-props.ts';
import classes from './Packages.module.css';

export function Packages({ section }: SectionProps<'packages'>) {
  const { packages } = section;
  return (
    <SectionShell section={section}>
      <PackageGrid count={packages.length}>
        {packages.map((pack) => (
          <PackageCard
            key={pack.name}
            {...pack}
            tone="brand"
            popularBadge={section.popularBadge}
            buttonLabel={section.buttonLabel}
            request={section.request}
            requestedPrice={formatEuro(pack.monthlyPrice ?? pack.price)}
            price={
              <p className={classes.price} data-testid="price">
                <span className={classes.amount}>{formatEuro(pack.price)}</span>
                {pack.period && <span className={classes.period}>{pack.period}</span>}
              </p>
            }
          />
        ))}
      </PackageGrid>
    </SectionShell>
  );
}

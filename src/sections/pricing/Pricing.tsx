import { clsx } from 'clsx';
import { Badge } from '@mantine/core';
import { useId } from 'react';
import type { PricedPackage, PricingSection } from './schema.ts';
import { PackageCard, PackageGrid, PackagePrice, VatNote } from '../../ui/PackageCard.tsx';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import { formatEuro } from '../../ui/format-euro.ts';
import classes from './Pricing.module.css';

type BillingPeriod = 'monthly' | 'annual';

const MONTHS_IN_YEAR = 12;

function Prices({ pack, billing }: { pack: PricedPackage; billing: PricingSection['billing'] }) {
  return (
    <div className={classes.priceBlock}>
      <PackagePrice amount={pack.monthlyPrice} period={billing.perMonth} size="large" billingPeriod="monthly" />
      <PackagePrice amount={pack.annualPrice} period={billing.perYear} size="large" billingPeriod="annual" />
      <VatNote />
      <div className={classes.saving} data-period="annual">
        <del className={classes.before} data-testid="price-before">
          {formatEuro(pack.monthlyPrice * MONTHS_IN_YEAR)}
        </del>
        <Badge variant="light" color="accent" radius="xl" className={classes.annualBadge} data-testid="annual-badge">
          {billing.annualBadge}
        </Badge>
      </div>
    </div>
  );
}

/**
 * The monthly/annual toggle is a pair of native radio buttons, and the cards hold both prices: the
 * stylesheet shows the chosen one, so the toggle works before (and without) any script.
 */
export function Pricing({ section }: { section: PricingSection }) {
  const toggleName = useId();
  const { billing, packages } = section;
  const periods: Array<{ value: BillingPeriod; label: string }> = [
    { value: 'monthly', label: billing.monthlyLabel },
    { value: 'annual', label: billing.annualLabel },
  ];

  return (
    <SectionShell section={section}>
      <div className={clsx(classes.root, isInverted(section) && classes.inverted)}>
        <div className={classes.toggleRow}>
          <div role="radiogroup" aria-label={`${billing.monthlyLabel} / ${billing.annualLabel}`} className={classes.toggle}>
            {periods.map((period) => (
              <label key={period.value} className={classes.toggleOption}>
                <input
                  type="radio"
                  name={toggleName}
                  value={period.value}
                  defaultChecked={period.value === 'monthly'}
                  className={classes.toggleInput}
                  data-billing-period={period.value}
                />
                <span className={classes.toggleLabel}>{period.label}</span>
              </label>
            ))}
          </div>
        </div>
        <PackageGrid count={packages.length}>
          {packages.map((pack) => (
            <PackageCard
              key={pack.name}
              {...pack}
              tone="accent"
              list={section}
              note={section.footnote}
              requestedPrice={formatEuro(pack.monthlyPrice)}
              price={<Prices pack={pack} billing={billing} />}
            />
          ))}
        </PackageGrid>
      </div>
    </SectionShell>
  );
}

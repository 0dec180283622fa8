import { Badge, Button } from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import type { PricedPackage } from './schema.ts';
import { dialogLinkProps } from '../../render/ActionButton.tsx';
import { CheckList } from '../../render/CheckList.tsx';
import { isInverted, SectionShell } from '../../render/SectionShell.tsx';
import type { SectionProps } from '../section-props.ts';
import { formatEuro } from './format-euro.ts';
import classes from './Pricing.module.css';
import { Heading } from '../../render/heading-level.tsx';

type BillingPeriod = 'monthly' | 'annual';

const MONTHS_IN_YEAR = 12;

function PricingCard({ pack, section }: { pack: PricedPackage; section: SectionProps<'pricing'>['section'] }) {
  const nameId = useId();
  const { billing } = section;
  const monthlyPrice = formatEuro(pack.monthlyPrice);
  const cardClass = [classes.card, pack.highlight ? classes.highlighted : ''].filter(Boolean).join(' ');

  return (
    <article className={cardClass} data-package={pack.name} aria-labelledby={nameId}>
      {pack.highlight && (
        <Badge variant="filled" color="accent" size="lg" radius="xl" className={classes.popular}>
          {section.popularBadge}
        </Badge>
      )}
      <Heading className={classes.name} id={nameId}>
        {pack.emoji && (
          <span className={classes.emoji} aria-hidden>
            {pack.emoji}
          </span>
        )}
        {pack.name}
      </Heading>

      <div className={classes.priceBlock}>
        <p className={classes.price} data-testid="price" data-period="monthly">
          <span className={classes.amount}>{monthlyPrice}</span>
          <span className={classes.period}>{billing.perMonth}</span>
        </p>
        <p className={classes.price} data-testid="price" data-period="annual">
          <span className={classes.amount}>{formatEuro(pack.annualPrice)}</span>
          <span className={classes.period}>{billing.perYear}</span>
        </p>
        <div className={classes.saving} data-period="annual">
          <del className={classes.before} data-testid="price-before">
            {formatEuro(pack.monthlyPrice * MONTHS_IN_YEAR)}
          </del>
          <Badge variant="light" color="accent" radius="xl" className={classes.annualBadge} data-testid="annual-badge">
            {billing.annualBadge}
          </Badge>
        </div>
      </div>

      <CheckList items={pack.features} tone="accent" />

      <div className={classes.footer}>
        <Button
          fullWidth
          size="md"
          color="accent"
          variant={pack.highlight ? 'filled' : 'outline'}
          aria-describedby={nameId}
          component="a"
          {...dialogLinkProps({
            name: 'package-request',
            request: section.request,
            requestedPackage: { name: pack.name, monthlyPrice },
          })}
        >
          {section.buttonLabel}
        </Button>
        <p className={classes.footnote}>{section.footnote}</p>
      </div>
    </article>
  );
}

/**
 * The monthly/annual toggle is a pair of native radio buttons, and the cards hold both prices: the
 * stylesheet shows the chosen one, so the toggle works before (and without) any script.
 */
export function Pricing({ section }: SectionProps<'pricing'>) {
  const toggleName = useId();
  const { billing, packages } = section;
  const periods: Array<{ value: BillingPeriod; label: string }> = [
    { value: 'monthly', label: billing.monthlyLabel },
    { value: 'annual', label: billing.annualLabel },
  ];
  const gridStyle: CSSProperties & Record<`--${string}`, number> = { '--count': packages.length };

  return (
    <SectionShell section={section}>
      <div className={`${classes.root} ${isInverted(section) ? classes.inverted : ''}`}>
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
        <div className={classes.grid} style={gridStyle}>
          {packages.map((pack) => (
            <PricingCard key={pack.name} pack={pack} section={section} />
          ))}
        </div>
      </div>
    </SectionShell>
  );
}

import { Badge, Button, SegmentedControl, type SegmentedControlItem } from '@mantine/core';
import { useId, useState, type CSSProperties } from 'react';
import type { PricedPackage } from '../../../schema/sections/pricing.ts';
import { useDialogs } from '../../dialogs/dialog-context.tsx';
import { CheckList } from '../../render/CheckList.tsx';
import { isInverted, SectionShell } from '../../render/SectionShell.tsx';
import type { SectionProps } from '../section-props.ts';
import { formatEuro } from './format-euro.ts';
import classes from './Pricing.module.css';

type BillingPeriod = 'monthly' | 'annual';

const MONTHS_IN_YEAR = 12;

function PricingCard({
  pack,
  period,
  section,
}: {
  pack: PricedPackage;
  period: BillingPeriod;
  section: SectionProps<'pricing'>['section'];
}) {
  const dialogs = useDialogs();
  const nameId = useId();
  const { billing } = section;
  const annual = period === 'annual';
  const monthlyPrice = formatEuro(pack.monthlyPrice);
  const cardClass = [classes.card, pack.highlight ? classes.highlighted : ''].filter(Boolean).join(' ');

  return (
    <article className={cardClass} data-package={pack.name} aria-labelledby={nameId}>
      {pack.highlight && (
        <Badge variant="filled" color="accent" size="lg" radius="xl" className={classes.popular}>
          {section.popularBadge}
        </Badge>
      )}
      <h3 className={classes.name} id={nameId}>
        {pack.emoji && (
          <span className={classes.emoji} aria-hidden>
            {pack.emoji}
          </span>
        )}
        {pack.name}
      </h3>

      <div className={classes.priceBlock}>
        <p className={classes.price} data-testid="price">
          <span className={classes.amount}>{annual ? formatEuro(pack.annualPrice) : monthlyPrice}</span>
          <span className={classes.period}>{annual ? billing.perYear : billing.perMonth}</span>
        </p>
        {annual && (
          <div className={classes.saving}>
            <del className={classes.before} data-testid="price-before">
              {formatEuro(pack.monthlyPrice * MONTHS_IN_YEAR)}
            </del>
            <Badge variant="light" color="accent" radius="xl" className={classes.annualBadge} data-testid="annual-badge">
              {billing.annualBadge}
            </Badge>
          </div>
        )}
      </div>

      <CheckList items={pack.features} tone="accent" />

      <div className={classes.footer}>
        <Button
          fullWidth
          size="md"
          color="accent"
          variant={pack.highlight ? 'filled' : 'outline'}
          aria-describedby={nameId}
          onClick={() =>
            dialogs.open({
              name: 'package-request',
              request: section.request,
              requestedPackage: { name: pack.name, monthlyPrice },
            })
          }
        >
          {section.buttonLabel}
        </Button>
        <p className={classes.footnote}>{section.footnote}</p>
      </div>
    </article>
  );
}

export function Pricing({ section }: SectionProps<'pricing'>) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { tagline, title, subtitle, billing, packages } = section;
  const periods: SegmentedControlItem<BillingPeriod>[] = [
    { value: 'monthly', label: billing.monthlyLabel },
    { value: 'annual', label: billing.annualLabel },
  ];
  const gridStyle: CSSProperties & Record<`--${string}`, number> = { '--count': packages.length };

  return (
    <SectionShell section={section} heading={{ tagline, title, subtitle }}>
      <div className={`${classes.root} ${isInverted(section) ? classes.inverted : ''}`}>
        <div className={classes.toggleRow}>
          <SegmentedControl
            data={periods}
            value={period}
            onChange={setPeriod}
            aria-label={`${billing.monthlyLabel} / ${billing.annualLabel}`}
            color="accent"
            radius="xl"
            size="md"
            className={classes.toggle}
          />
        </div>
        <div className={classes.grid} style={gridStyle}>
          {packages.map((pack) => (
            <PricingCard key={pack.name} pack={pack} period={period} section={section} />
          ))}
        </div>
      </div>
    </SectionShell>
  );
}

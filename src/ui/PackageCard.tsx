import { clsx } from 'clsx';
import { Badge, Button } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import site from 'virtual:site';
import type { PackageRequest } from '../../schema/package-request.ts';
import { dialogLink } from './dialog-link.ts';
import { CheckList } from './CheckList.tsx';
import { Heading } from './heading-level.tsx';
import { formatEuro } from './format-euro.ts';
import surface from './Surface.module.css';
import typography from './Typography.module.css';
import classes from './PackageCard.module.css';

export type PackageTone = 'brand' | 'accent';

/** The cards of a list of packages, side by side from a desktop width, one per row on a phone. */
export function PackageGrid({ count, children }: { count: number; children: ReactNode }) {
  const gridStyle: CSSProperties & Record<`--${string}`, number> = { '--count': count };
  return (
    <div className={classes.grid} style={gridStyle}>
      {children}
    </div>
  );
}

/** A price with what follows it ("/mese", "una tantum"); `size="large"` for the monthly/annual cards. */
export function PackagePrice({
  amount,
  period,
  size = 'regular',
  billingPeriod,
}: {
  amount: number;
  period?: string | undefined;
  size?: 'regular' | 'large';
  billingPeriod?: string;
}) {
  return (
    <p className={`${classes.price} ${classes[size]}`} data-testid="price" data-period={billingPeriod}>
      <span className={`${typography.keyFigure} ${classes.amount}`}>{formatEuro(amount)}</span>
      {period && <span className={classes.period}>{period}</span>}
    </p>
  );
}

/** Under every price: whether it includes VAT, as the site file says once for all prices ("IVA esclusa"). */
export function VatNote() {
  return (
    <p className={classes.vat} data-testid="vat">
      {site.prices.vat.value}
    </p>
  );
}

/** A package's one price ("€799 una tantum") with its VAT line, ruled off from the list below it. */
export function SinglePrice({ amount, period }: { amount: number; period?: string | undefined }) {
  return (
    <div className={classes.single}>
      <PackagePrice amount={amount} period={period} />
      <VatNote />
    </div>
  );
}

/** One package: its name, how much it costs (`price`, drawn by the section), what it includes and its request link. */
export function PackageCard({
  name,
  emoji,
  description,
  price,
  features,
  popular,
  list,
  note,
  tone,
  requestedPrice,
}: {
  name: string;
  emoji?: string | undefined;
  description?: string | undefined;
  price: ReactNode;
  features: readonly string[];
  popular: boolean;
  /** What the whole list shares: the badge's text, the button's label, the request form's copy. */
  list: { popularBadge: string; buttonLabel: string; request: PackageRequest };
  note?: string | undefined;
  tone: PackageTone;
  requestedPrice: string;
}) {
  const nameId = useId();
  const requestLink = dialogLink({
    name: 'package-request',
    request: list.request,
    requestedPackage: { name, monthlyPrice: requestedPrice },
  });
  const cardClass = clsx(surface.card, classes.card, classes[tone], popular && classes.popularCard);
  return (
    <article className={cardClass} data-package={name} aria-labelledby={nameId}>
      {popular && (
        <Badge variant="filled" color={tone} size="lg" radius="xl" className={classes.popular}>
          {list.popularBadge}
        </Badge>
      )}
      <Heading className={classes.name} id={nameId}>
        {emoji && (
          <span className={classes.emoji} aria-hidden>
            {emoji}
          </span>
        )}
        {name}
      </Heading>
      {description && <p className={classes.description}>{description}</p>}
      {price}
      <CheckList items={features} tone={tone} />
      <div className={classes.footer}>
        <Button
          fullWidth
          size="md"
          color={tone}
          variant={popular ? 'filled' : 'outline'}
          aria-describedby={nameId}
          component="a"
          {...requestLink}
        >
          {list.buttonLabel}
        </Button>
        {note && <p className={classes.note}>{note}</p>}
      </div>
    </article>
  );
}

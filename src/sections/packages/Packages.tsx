import { PackageCard, PackageGrid, PackagePrice } from '../../render/PackageCard.tsx';
import { SectionShell } from '../../render/SectionShell.tsx';
import { formatEuro } from '../../render/format-euro.ts';
import type { SectionProps } from '../section-props.ts';

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
            list={section}
            requestedPrice={formatEuro(pack.monthlyPrice ?? pack.price)}
            price={<PackagePrice amount={pack.price} period={pack.period} />}
          />
        ))}
      </PackageGrid>
    </SectionShell>
  );
}

import { PackageCard, PackageGrid, SinglePrice } from '../../ui/PackageCard.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { formatEuro } from '../../ui/format-euro.ts';
import type { PackagesSection } from './schema.ts';

export function Packages({ section }: { section: PackagesSection }) {
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
            price={<SinglePrice amount={pack.price} period={pack.period} />}
          />
        ))}
      </PackageGrid>
    </SectionShell>
  );
}

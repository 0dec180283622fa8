import { IconCheck } from '@tabler/icons-react';
import classes from './CheckList.module.css';

export type CheckListTone = 'brand' | 'accent' | 'inverted';

/** A list of short lines, each with a check mark: package contents, card features. */
export function CheckList({ items, tone = 'brand' }: { items: readonly string[]; tone?: CheckListTone }) {
  return (
    <ul className={classes.list} data-tone={tone}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <IconCheck size={16} stroke={2.5} className={classes.check} aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

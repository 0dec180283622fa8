import { IconCheck } from './sprite-icons.ts';
import { SpriteIcon } from './sprite-icon.tsx';
import { IconList } from './IconList.tsx';
import classes from './CheckList.module.css';

export type CheckListTone = 'brand' | 'accent' | 'inverted';

/** A list of short lines, each with a check mark: package contents, card features. */
export function CheckList({ items, tone = 'brand' }: { items: readonly string[]; tone?: CheckListTone }) {
  return (
    <IconList
      items={items}
      icon={<SpriteIcon icon={IconCheck} size={16} stroke={2.5} className={classes.check} aria-hidden />}
      classNames={{ list: classes.list, item: classes.item }}
      tone={tone}
    />
  );
}

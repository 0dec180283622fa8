import { clsx } from 'clsx';
import { IconCheck } from './sprite-icons.ts';
import { SpriteIcon } from './sprite-icon.tsx';
import { IconList } from './IconList.tsx';
import classes from './CheckList.module.css';

export type CheckListTone = 'brand' | 'accent' | 'inverted';

/** The check mark in its tinted circle; a list with larger lines passes a class that sets a larger circle. */
export function CheckMark({ className }: { className?: string }) {
  return <SpriteIcon icon={IconCheck} size={16} stroke={2.5} className={clsx(classes.check, className)} aria-hidden />;
}

/** A list of short lines, each with a check mark: package contents, card features. */
export function CheckList({ items, tone = 'brand' }: { items: readonly string[]; tone?: CheckListTone }) {
  return <IconList items={items} icon={<CheckMark />} classNames={{ list: classes.list, item: classes.item }} tone={tone} />;
}

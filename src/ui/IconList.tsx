import type { ReactNode } from 'react';
import list from './List.module.css';

/** A bare list of short lines, each after the same icon: check-marked features, the points of a band or a form. */
export function IconList({
  items,
  icon,
  classNames,
  tone,
}: {
  items: readonly string[];
  icon: ReactNode;
  classNames: { list?: string | undefined; item?: string | undefined };
  tone?: string;
}) {
  return (
    <ul className={classNames.list ? `${list.bare} ${classNames.list}` : list.bare} data-tone={tone}>
      {items.map((item) => (
        <li key={item} className={classNames.item}>
          {icon}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

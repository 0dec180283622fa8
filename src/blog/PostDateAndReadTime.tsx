import site from 'virtual:site';
import { readTimeText } from '../../schema/read-time.ts';
import { IconCalendarEvent, IconClock } from '../ui/sprite-icons.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';

/** An article's date and reading time, each with its icon: on its card in a list and in its own header. */
export function PostDateAndReadTime({
  date,
  dateText,
  readTime,
  iconSize,
  itemClassName,
}: {
  date: string;
  dateText: string;
  readTime: number;
  iconSize: number;
  itemClassName: string | undefined;
}) {
  return (
    <>
      <span className={itemClassName}>
        <SpriteIcon icon={IconCalendarEvent} size={iconSize} aria-hidden />
        <time dateTime={date}>{dateText}</time>
      </span>
      <span className={itemClassName}>
        <SpriteIcon icon={IconClock} size={iconSize} aria-hidden />
        {readTimeText(site.blog.readTime, readTime)}
      </span>
    </>
  );
}

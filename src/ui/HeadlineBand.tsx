import { IconCircleCheckFilled } from './sprite-icons.ts';
import { SpriteIcon } from './sprite-icon.tsx';
import type { Button } from '../../schema/action.ts';
import { ActionButton, type ButtonTone } from './ActionButton.tsx';
import { IconList } from './IconList.tsx';
import classes from './HeadlineBand.module.css';

/** The check-marked points of a headline band (hero, banner); each section spaces and styles its list. */
export function BandPoints({
  points,
  classNames,
}: {
  points: readonly string[];
  classNames: { list?: string | undefined; point?: string | undefined; icon?: string | undefined };
}) {
  if (points.length === 0) return null;
  return (
    <IconList
      items={points}
      icon={<SpriteIcon icon={IconCircleCheckFilled} size={20} className={classNames.icon} aria-hidden />}
      classNames={{ list: classNames.list, item: classNames.point }}
    />
  );
}

/** The buttons of a headline band (hero, banner, cta): stacked on a phone, in a row from a small tablet. */
export function BandButtons({
  buttons,
  tone,
  onColor = false,
  centred = false,
}: {
  buttons: readonly Button[];
  tone?: ButtonTone;
  onColor?: boolean;
  centred?: boolean;
}) {
  if (buttons.length === 0) return null;
  return (
    <div className={centred ? `${classes.buttons} ${classes.centred}` : classes.buttons}>
      {buttons.map((button) => (
        <ActionButton key={button.label} button={button} size="lg" tone={tone} onColor={onColor} />
      ))}
    </div>
  );
}

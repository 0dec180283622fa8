import type { CSSProperties } from 'react';
import { icons } from '../../ui/icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import classes from './Motion.module.css';
import type { MotionSection } from './schema.ts';

/** How long the ball takes to hop to the next stop, and the light to glide to it. */
const HOP_MS = 600;
const GLIDE_MS = 700;

const share = (part: number, whole: number) => Math.min(1, part / whole);

/**
 * The animation's timings as the stylesheet reads them: CSS alone runs it (Motion.module.css), so the section
 * is plain HTML with no script. Each rhythm becomes the share of its cycle it moves in.
 */
function timings(section: MotionSection): Record<`--${string}`, string | number> {
  const every = `${section.every}ms`;
  switch (section.animation) {
    case 'toggle':
      return { '--cycle': every, '--rest': `${(1 - share(section.duration ?? 0, section.every)) * 100}%` };
    case 'roll':
      return {
        '--cycle': `${section.every + (section.reset ?? 0)}ms`,
        '--move': `${share(section.every, section.every + (section.reset ?? 0)) * 100}%`,
      };
    case 'hop':
      return { '--cycle': `${section.every * section.stops}ms`, '--hop-share': share(HOP_MS, section.every) };
    case 'bounce':
      return { '--cycle': every };
  }
}

/** Pure decoration: a ball on a track and a light that changes stop. Hidden from assistive technology. */
export function Motion({ section }: { section: MotionSection }) {
  const icon = icons[section.icon];
  const stops = Array.from({ length: section.stops }, (_, index) => index);
  const trackStyle: CSSProperties & Record<`--${string}`, string | number> = {
    '--stops': section.stops,
    '--highlight-cycle': `${section.highlightEvery * section.stops}ms`,
    '--glide-share': share(GLIDE_MS, section.highlightEvery),
    ...timings(section),
  };

  return (
    <SectionShell section={section} className={classes.band}>
      <div className={classes.track} style={trackStyle} aria-hidden data-animation={section.animation}>
        <span className={classes.line} />
        {stops.map((stop) => (
          <span key={stop} className={classes.stop} style={{ '--stop': stop } as CSSProperties} />
        ))}
        <span className={classes.glow} />
        <span className={classes.ball}>
          <span className={classes.ballFace}>
            <SpriteIcon icon={icon} size={26} stroke={1.8} />
          </span>
        </span>
      </div>
    </SectionShell>
  );
}

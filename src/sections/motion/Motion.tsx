import { useInViewport, useReducedMotion } from '@mantine/hooks';
import { useEffect, useState, type CSSProperties } from 'react';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { icons } from '../../ui/icons.ts';
import classes from './Motion.module.css';
import type { MotionSection } from './schema.ts';

type MotionSectionData = MotionSection;

/** The stop the light is on: it moves one stop every `period` ms while `running`, and nothing is scheduled otherwise. */
function useMovingHighlight(running: boolean, period: number, stops: number): number {
  const [highlight, setHighlight] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setHighlight((current) => (current + 1) % stops), period);
    return () => window.clearInterval(timer);
  }, [running, period, stops]);
  return highlight;
}

/**
 * The ball's state over time. `toggle` switches on for `duration` every `every` ms; `roll` crosses
 * the track in `every` ms then rests for `reset` ms; `hop` moves one stop every `every` ms.
 * `bounce` is a plain CSS loop and needs no timer.
 */
function useBallState(section: MotionSectionData, running: boolean) {
  const [active, setActive] = useState(false);
  const [run, setRun] = useState(0);

  useEffect(() => {
    if (!running) {
      setActive(false);
      return undefined;
    }
    const timers: number[] = [];
    const schedule = (callback: () => void, delay: number) => timers.push(window.setTimeout(callback, delay));
    const startRun = () => {
      setRun((count) => count + 1);
      setActive(true);
    };
    if (section.animation === 'toggle') {
      const duration = section.duration ?? 0;
      const loop = () => {
        startRun();
        schedule(() => setActive(false), duration);
        schedule(loop, section.every);
      };
      schedule(loop, section.every - duration);
    } else if (section.animation === 'roll') {
      const loop = () => {
        startRun();
        schedule(() => {
          setActive(false);
          schedule(loop, section.reset ?? 0);
        }, section.every);
      };
      loop();
    } else if (section.animation === 'hop') {
      const loop = () => {
        startRun();
        schedule(loop, section.every);
      };
      schedule(loop, section.every);
    } else {
      setActive(true);
    }
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [running, section.animation, section.every, section.duration, section.reset]);

  return { active, run };
}

/** Pure decoration: a ball on a track and a light that changes stop. Hidden from assistive technology. */
export function Motion({ section }: { section: MotionSection }) {
  const { ref, inViewport } = useInViewport<HTMLDivElement>();
  const reducedMotion = useReducedMotion();
  const running = inViewport && !reducedMotion;
  const highlight = useMovingHighlight(running, section.highlightEvery, section.stops);
  const { active, run } = useBallState(section, running);
  const stops = Array.from({ length: section.stops }, (_, index) => index);
  const Icon = icons[section.icon];

  const hopStop = run % section.stops;
  const ballStop = section.animation === 'hop' ? hopStop : Math.floor(section.stops / 2);
  const trackStyle: CSSProperties & Record<`--${string}`, string | number> = {
    '--stops': section.stops,
    '--highlight': highlight,
    '--ball-stop': ballStop,
    '--previous-stop': (hopStop + section.stops - 1) % section.stops,
    '--every': `${section.every}ms`,
    '--duration': `${section.duration ?? section.every}ms`,
  };

  return (
    <SectionShell section={section} className={classes.band}>
      <div
        ref={ref}
        className={classes.track}
        style={trackStyle}
        aria-hidden
        data-animation={section.animation}
        data-running={running}
        data-active={active}
        data-highlight={highlight}
      >
        <span className={classes.line} />
        {stops.map((stop) => (
          <span key={stop} className={classes.stop} data-lit={stop === highlight} style={{ '--stop': stop } as CSSProperties} />
        ))}
        <span className={classes.glow} />
        <span key={section.animation === 'bounce' ? 'ball' : run} className={classes.ball}>
          <span className={classes.ballFace}>
            <Icon size={26} stroke={1.8} />
          </span>
        </span>
      </div>
    </SectionShell>
  );
}

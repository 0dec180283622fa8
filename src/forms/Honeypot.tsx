import type { HONEYPOT_FIELD } from '../../schema/contact.ts';
import classes from './Honeypot.module.css';

// Written out so zod stays out of the forms' hydration; the type checks it against the schema.
export const HONEYPOT: typeof HONEYPOT_FIELD = 'website';

/** A field people never see or reach with the keyboard; a bot that fills it marks its submission as spam. */
export function Honeypot() {
  return (
    <div className={classes.trap} aria-hidden>
      <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

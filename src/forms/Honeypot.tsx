import classes from './Honeypot.module.css';

/**
 * A field people never see or reach with the keyboard; a bot that fills it marks its submission as spam.
 * Without `value` it is uncontrolled, for forms read with FormData.
 */
export function Honeypot({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const controlled = value !== undefined && onChange !== undefined ? { value, onChange: (event: { currentTarget: HTMLInputElement }) => onChange(event.currentTarget.value) } : {};
  return (
    <div className={classes.trap} aria-hidden>
      <input type="text" name="website" tabIndex={-1} autoComplete="off" {...controlled} />
    </div>
  );
}

import classes from './Honeypot.module.css';

/** A field people never see or reach with the keyboard; a bot that fills it marks its submission as spam. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={classes.trap} aria-hidden>
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

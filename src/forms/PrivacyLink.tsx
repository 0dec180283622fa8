import site from 'virtual:site';
import classes from './PrivacyLink.module.css';

/** Beside every form's send button: why the form asks for data, and the privacy policy, in a new tab so nothing typed is lost. */
export function PrivacyLink({ className }: { className?: string }) {
  const { text, label, to } = site.privacyLink;
  return (
    <p className={className ? `${classes.note} ${className}` : classes.note}>
      {text}{' '}
      <a href={to} target="_blank" rel="noopener" className={classes.link}>
        {label}
      </a>
    </p>
  );
}

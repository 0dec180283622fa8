import type { ReactNode } from 'react';
import classes from './PlaceholderMarker.module.css';

/** Every `toSupply` text inside a section's data (the section's own and its items'), in reading order. */
export function toSupplyTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(toSupplyTexts);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'toSupply' && typeof child === 'string' ? [child] : toSupplyTexts(child),
  );
}

/**
 * In development (`npm run dev`, the section catalogue) a section holding placeholders is outlined and lists what
 * the agency must still supply. Built pages never show it: the build strips `toSupply` from the data.
 */
export function PlaceholderMarker({ data, children }: { data: unknown; children: ReactNode }) {
  // The same request twice in one section is listed once.
  const requests = import.meta.env.DEV ? [...new Set(toSupplyTexts(data))] : [];
  if (requests.length === 0) return children;
  return (
    <div className={classes.marked} data-placeholder-marker="">
      <ul className={classes.note} role="note">
        {requests.map((request) => (
          <li key={request}>{request}</li>
        ))}
      </ul>
      {children}
    </div>
  );
}

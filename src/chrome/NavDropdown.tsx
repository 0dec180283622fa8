import { IconChevronDown } from '../ui/sprite-icons.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import classes from './Header.module.css';

interface NavDropdownProps {
  label: string;
  active: boolean;
  pathname: string;
  links: ReadonlyArray<{ label: string; to: string; description?: string | undefined }>;
}

const CLOSE_DELAY_MS = 150;

/**
 * The Servizi menu, an item of the header's list: a disclosure button with a list of links. It opens on hover and with the
 * keyboard (Enter, Space or ArrowDown), moves with the arrow keys and closes on Escape, on
 * leaving and after a choice. Written by hand so the header needs no positioning library.
 */
export function NavDropdown({ label, active, pathname, links }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapperRef = useRef<HTMLLIElement>(null);
  // A move to another page closes the menu.
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    setOpen(false);
  }
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // The header hydrates when the pointer reaches it: a pointer already resting on the menu opens it.
  useEffect(() => {
    if (wrapperRef.current?.matches(':hover')) setOpen(true);
  }, []);

  const linkElements = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const focusLink = (index: number) => {
    const elements = linkElements();
    elements[(index + elements.length) % elements.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = linkElements();
    const current = elements.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(elements.length - 1);
    } else if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      ref={wrapperRef}
      className={classes.dropdownWrapper}
      onMouseEnter={() => {
        clearTimeout(closeTimer.current);
        setOpen(true);
      }}
      onMouseLeave={() => {
        closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
      }}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.link}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <SpriteIcon icon={IconChevronDown} size={16} className={classes.chevron} aria-hidden />
      </button>
      <ul id={listId} ref={listRef} className={classes.dropdown} data-open={open || undefined} hidden={!open} onKeyDown={onListKeyDown}>
        {links.map((link) => (
          <li key={link.to}>
            <a
              href={link.to}
              className={classes.dropdownItem}
              aria-current={pathname === link.to ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              <span className={classes.dropdownLabel}>{link.label}</span>
              {link.description && <span className={classes.dropdownDescription}>{link.description}</span>}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

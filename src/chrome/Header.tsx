import { Button, Container, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import site from 'virtual:site';
import { FloatingButtons } from './FloatingButtons.tsx';
import { isNavItemActive } from './nav-active.ts';
import { NavDropdown } from './NavDropdown.tsx';
import classes from './Header.module.css';
import type { Image } from '../../schema/primitives.ts';

type NavItem = (typeof site.navigation.items)[number];

function DesktopNavItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isNavItemActive(item, pathname);
  if (item.children.length === 0) {
    return (
      <li>
        <a
          href={item.to}
          className={classes.link}
          data-active={active || undefined}
          aria-current={pathname === item.to ? 'page' : undefined}
        >
          {item.label}
        </a>
      </li>
    );
  }
  return <NavDropdown label={item.label} active={active} pathname={pathname} links={item.children} />;
}

export interface HeaderProps {
  pathname: string;
}

/**
 * The site header, sticky, with the floating newsletter and chat buttons in it. The phone menu is a native popover
 * opened by its button, so it works before the header's script arrives; once hydrated the button's label follows
 * the menu and a choice closes it.
 */
export function Header({ pathname }: HeaderProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const [menuOpened, setMenuOpened] = useState(false);
  const { navigation, brand, ui } = site;
  // On every first screen: inside the page (a data: address the build made), the logo costs no request.
  const logo: Image = brand.logo;

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return undefined;
    const onToggle = (event: Event) => setMenuOpened((event as ToggleEvent).newState === 'open');
    // The menu may have been opened before the header hydrated: its button works without script.
    setMenuOpened(menu.matches(':popover-open'));
    menu.addEventListener('toggle', onToggle);
    return () => menu.removeEventListener('toggle', onToggle);
  }, []);
  // A move to another page closes the menu; the first render is no move (the menu may have been opened before hydration).
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
  }, [pathname]);
  const closeMenu = () => {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
  };

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <a href="/" className={classes.logo} aria-label={ui.homeLabel}>
          <img src={logo.inlineSrc ?? logo.src} alt={brand.logo.alt} width={brand.logo.width} height={brand.logo.height} />
        </a>
        <nav className={classes.desktopNav} aria-label={brand.name}>
          <Group component="ul" gap={4} wrap="nowrap" className={classes.navList}>
            {navigation.items.map((item) => (
              <DesktopNavItem key={item.to + item.label} item={item} pathname={pathname} />
            ))}
          </Group>
        </nav>
        <Button component="a" href={navigation.cta.to} className={classes.cta} size="sm">
          {navigation.cta.label}
        </Button>
        <FloatingButtons />
        <button
          type="button"
          className={classes.burger}
          popoverTarget="mobile-menu"
          aria-label={menuOpened ? ui.closeMenu : ui.openMenu}
          data-opened={menuOpened || undefined}
        >
          <span className={classes.burgerLines} aria-hidden />
        </button>
      </Container>
      <div ref={menuRef} popover="auto" className={classes.mobilePanel} id="mobile-menu">
        <Container>
          <nav aria-label={brand.name}>
            <Stack gap={0} py="sm">
              {navigation.items.map((item) => (
                <div key={item.to + item.label}>
                  <a
                    href={item.to}
                    className={classes.mobileLink}
                    data-active={isNavItemActive(item, pathname) || undefined}
                    onClick={closeMenu}
                  >
                    {item.label}
                  </a>
                  {item.children
                    .filter((child) => child.to !== item.to)
                    .map((child) => (
                      <a key={child.to} href={child.to} className={classes.mobileSubLink} onClick={closeMenu}>
                        {child.label}
                      </a>
                    ))}
                </div>
              ))}
              <Button component="a" href={navigation.cta.to} onClick={closeMenu} fullWidth mt="md" size="md">
                {navigation.cta.label}
              </Button>
            </Stack>
          </nav>
        </Container>
      </div>
    </header>
  );
}

import { Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import site from 'virtual:site';
import { isNavItemActive } from './nav-active.ts';
import { NavDropdown } from './NavDropdown.tsx';
import classes from './Header.module.css';

type NavItem = (typeof site.navigation.items)[number];

function DesktopNavItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isNavItemActive(item, pathname);
  if (item.children.length === 0) {
    return (
      <Link to={item.to} className={classes.link} data-active={active || undefined} aria-current={pathname === item.to ? 'page' : undefined}>
        {item.label}
      </Link>
    );
  }
  return <NavDropdown label={item.label} active={active} pathname={pathname} links={item.children} />;
}

export function Header() {
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const { navigation, brand, ui } = site;

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <Link to="/" className={classes.logo} aria-label={ui.homeLabel}>
          <img src={brand.logo.src} alt={brand.logo.alt} width={brand.logo.width} height={brand.logo.height} />
        </Link>
        <nav className={classes.desktopNav} aria-label={brand.name}>
          <Group gap={4} wrap="nowrap">
            {navigation.items.map((item) => (
              <DesktopNavItem key={item.to + item.label} item={item} pathname={pathname} />
            ))}
          </Group>
        </nav>
        <Button component={Link} to={navigation.cta.to} className={classes.cta} size="sm">
          {navigation.cta.label}
        </Button>
        <Burger
          opened={menuOpened}
          onClick={menu.toggle}
          className={classes.burger}
          aria-label={menuOpened ? ui.closeMenu : ui.openMenu}
          aria-expanded={menuOpened}
          aria-controls="mobile-menu"
        />
      </Container>
      <Collapse expanded={menuOpened} className={classes.mobilePanel} id="mobile-menu">
        <Container>
          <nav aria-label={brand.name}>
            <Stack gap={0} py="sm">
              {navigation.items.map((item) => (
                <div key={item.to + item.label}>
                  <Link to={item.to} className={classes.mobileLink} data-active={isNavItemActive(item, pathname) || undefined} onClick={menu.close}>
                    {item.label}
                  </Link>
                  {item.children
                    .filter((child) => child.to !== item.to)
                    .map((child) => (
                      <Link key={child.to} to={child.to} className={classes.mobileSubLink} onClick={menu.close}>
                        {child.label}
                      </Link>
                    ))}
                </div>
              ))}
              <Button component={Link} to={navigation.cta.to} onClick={menu.close} fullWidth mt="md" size="md">
                {navigation.cta.label}
              </Button>
            </Stack>
          </nav>
        </Container>
      </Collapse>
    </header>
  );
}

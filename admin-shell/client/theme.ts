/**
 * The one look of the owner's inbox and the marketers' editor: Mantine's theme and the CSS variables both clients give
 * their MantineProvider.
 */
import { type CSSVariablesResolver, createTheme, Drawer, DrawerHeader, Modal, ModalHeader } from '@mantine/core';

const closeButtonProps = { 'aria-label': 'Chiudi' };

// Shade 8 for every filled colour: white text on it keeps at least 4.5:1 (WCAG AA).
export const adminTheme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  components: {
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    // A dialog's header is part of the dialog, not the page's banner landmark (as on the site, src/theme.ts).
    DrawerHeader: DrawerHeader.extend({ defaultProps: { role: 'none' } }),
    ModalHeader: ModalHeader.extend({ defaultProps: { role: 'none' } }),
  },
});

// Mantine's dimmed text (descriptions, captions) is gray 6, 3.3:1 on white: gray 7 reads at 4.5:1 or more.
export const adminCssVariables: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057' },
  dark: {},
});

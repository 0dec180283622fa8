import { Button, Container, createTheme, ModalHeader, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dde1ff',
  '#b9c0ff',
  '#929cfc',
  '#717df8',
  '#5b69f6',
  '#4e5ef6',
  '#3f4edb',
  '#3645c4',
  '#283aad',
];

// Shades 6 and up carry text (filled and outline buttons, badges): each keeps at least 4.5:1 against white and accent-0 (WCAG AA).
const accent: MantineColorsTuple = [
  '#fff1e6',
  '#ffe1cc',
  '#ffc199',
  '#ff9f62',
  '#ff8336',
  '#ff7019',
  '#c04600',
  '#a63c00',
  '#8c3300',
  '#732a00',
];

const ink: MantineColorsTuple = [
  '#f6f7fb',
  '#e9eaf2',
  '#d0d2e0',
  '#b1b4c9',
  '#8d90a8',
  '#5c5f7a',
  '#45485f',
  '#2f3248',
  '#1f2237',
  '#14162b',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand, accent, ink },
  white: '#ffffff',
  black: '#14162b',
  fontFamily:
    "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans', 'Plus Jakarta Sans Fallback', 'Plus Jakarta Sans Fallback Roboto', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: {
    fontFamily:
      "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans', 'Plus Jakarta Sans Fallback', 'Plus Jakarta Sans Fallback Roboto', system-ui, -apple-system, 'Segoe UI', sans-serif",
    fontWeight: '800',
    sizes: {
      h1: { fontSize: 'clamp(2.1rem, 1.4rem + 3vw, 3.6rem)', lineHeight: '1.08' },
      h2: { fontSize: 'clamp(1.7rem, 1.3rem + 1.6vw, 2.6rem)', lineHeight: '1.15' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '6px', sm: '8px', md: '14px', lg: '20px', xl: '28px' },
  spacing: { xs: '8px', sm: '12px', md: '20px', lg: '32px', xl: '48px' },
  shadows: {
    sm: '0 1px 2px rgba(20, 22, 43, 0.06), 0 2px 8px rgba(20, 22, 43, 0.05)',
    md: '0 4px 12px rgba(20, 22, 43, 0.07), 0 12px 32px rgba(20, 22, 43, 0.07)',
    lg: '0 12px 40px rgba(40, 58, 173, 0.16)',
  },
  components: {
    Button: Button.extend({ defaultProps: { radius: 'xl', size: 'md' } }),
    Container: Container.extend({ defaultProps: { size: 1200 } }),
    // Mantine renders a dialog's title bar as <header>, which assistive technology reads as a second page banner: role none takes the landmark away.
    ModalHeader: ModalHeader.extend({ defaultProps: { role: 'none' } }),
  },
});

import { Button, Container, createTheme } from '@mantine/core';
import { accent, brand, ink } from './palette.ts';

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
  },
});

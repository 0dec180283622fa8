import { ThemeIcon as MantineThemeIcon, type ThemeIconProps } from '@mantine/core';

/** On a brand, accent or dark band a translucent tile reads better than the light tint. */
const ON_COLOR_VARS = {
  '--ti-bg': 'color-mix(in srgb, var(--mantine-color-white) 8%, transparent)',
  '--ti-color': 'var(--mantine-color-accent-3)',
  '--ti-bd': '1px solid color-mix(in srgb, var(--mantine-color-white) 12%, transparent)',
};

/**
 * Mantine's ThemeIcon with the same props and look, plus `onColor` for inverted bands.
 * Mantine 9.7.3's ThemeIcon spreads its `color`, `radius` and `gradient` props onto the `div` as invalid HTML attributes; here they only reach its CSS variables.
 */
export function ThemeIcon({ color, radius, gradient, onColor = false, ...props }: Omit<ThemeIconProps, 'vars'> & { onColor?: boolean }) {
  return (
    <MantineThemeIcon
      {...props}
      vars={(theme, resolvedProps, ctx) => {
        const resolved = MantineThemeIcon.varsResolver(theme, { ...resolvedProps, color, radius, gradient }, ctx);
        return onColor ? { root: { ...resolved.root, ...ON_COLOR_VARS } } : resolved;
      }}
    />
  );
}

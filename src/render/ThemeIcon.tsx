import { ThemeIcon as MantineThemeIcon, type ThemeIconProps } from '@mantine/core';

/**
 * Mantine's ThemeIcon with the same props and look.
 * Mantine 9.7.3's ThemeIcon spreads its `color`, `radius` and `gradient` props onto the `div` as invalid HTML attributes; here they only reach its CSS variables.
 */
export function ThemeIcon({ color, radius, gradient, ...props }: Omit<ThemeIconProps, 'vars'>) {
  return (
    <MantineThemeIcon
      {...props}
      vars={(theme, resolvedProps, ctx) => MantineThemeIcon.varsResolver(theme, { ...resolvedProps, color, radius, gradient }, ctx)}
    />
  );
}

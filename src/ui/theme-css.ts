import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { theme } from './theme.ts';

/**
 * The theme's CSS variables as a stylesheet (served as `virtual:theme.css`, part of every page's stylesheet):
 * the page's MantineProvider then writes no <style> into the markup. The site is light only.
 */
export function themeCssVariables(): string {
  const { variables, light } = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  return convertCssVariables({ variables, light, dark: {} }, ':root');
}

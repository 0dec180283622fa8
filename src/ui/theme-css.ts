import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { theme } from './theme.ts';

type Variables = ConvertCSSVariablesInput['variables'];

/** The variables whose value the theme changes: Mantine's own stylesheet (default-css-variables.css) declares the rest. */
function changed(variables: Variables, defaults: Variables): Variables {
  return Object.fromEntries(Object.entries(variables).filter(([name, value]) => defaults[name as keyof Variables] !== value)) as Variables;
}

/**
 * The theme's CSS variables as a stylesheet (served as `virtual:theme.css`, part of every page's stylesheet):
 * the page's MantineProvider then writes no <style> into the markup. The site is light only.
 */
export function themeCssVariables(): string {
  const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables(
    { variables: changed(resolved.variables, defaults.variables), light: changed(resolved.light, defaults.light), dark: {} },
    ':root',
  );
}

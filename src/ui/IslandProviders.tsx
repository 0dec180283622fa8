import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * The context every island and dialog root renders in. The page's one provider, prerendered with
 * the layout, already wrote the theme's CSS variables and global classes; islands add no markup.
 */
export function IslandProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}

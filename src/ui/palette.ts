import type { MantineColorsTuple } from '@mantine/core';

/** The brand's colours, apart from the theme so the build can read them without loading Mantine and React. */
export const brand: MantineColorsTuple = [
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
export const accent: MantineColorsTuple = [
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

export const ink: MantineColorsTuple = [
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

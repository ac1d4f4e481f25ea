import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and blue links above the WCAG AA contrast ratio (4.5:1).
  primaryShade: { light: 8, dark: 6 },
  fontFamily: systemFont,
  headings: { fontFamily: systemFont },
  defaultRadius: 'sm',
});

/**
 * Secondary ("dimmed") text one shade darker than Mantine's default, and field errors in red 9 (red 6 is 3.3:1),
 * so both pass WCAG AA on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

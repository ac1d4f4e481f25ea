import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const listboxScroll = { maxHeight: 280, overflowY: 'auto' } as const;
const comboboxList = { defaultProps: { withScrollArea: false }, styles: { options: listboxScroll } };

const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and blue links above the WCAG AA contrast ratio (4.5:1).
  primaryShade: { light: 8, dark: 6 },
  fontFamily: systemFont,
  headings: { fontFamily: systemFont },
  defaultRadius: 'sm',
  // Option lists scroll the listbox itself rather than a ScrollArea inside it, so assistive technology and axe see
  // a combobox popup driven from the input by the arrow keys, not a scrollable region no key can reach
  // (axe scrollable-region-focusable). A component's own maxHeight style wins over this default.
  // Plain objects rather than Select.extend(…): the theme is in every page's first load, and importing a component
  // to extend it would put MultiSelect (used under /admin only) there too.
  components: {
    Select: comboboxList,
    MultiSelect: comboboxList,
    Autocomplete: comboboxList,
  },
});

/**
 * Secondary ("dimmed") text one shade darker than Mantine's default, and field errors in red 9 (red 6 is 3.3:1),
 * so both pass WCAG AA on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

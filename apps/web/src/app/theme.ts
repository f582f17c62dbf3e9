import {
  Button,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  Input,
  Notification,
  SegmentedControl,
  type CSSVariablesResolver,
} from '@mantine/core';

/** primaryShade 8 keeps white-on-blue buttons above the WCAG AA contrast ratio (STACK-NOTES "UI"). */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", -apple-system, BlinkMacSystemFont, Roboto, "Noto Sans", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // A person whose system asks for less motion gets none: menus and dialogs open without sliding.
  respectReducedMotion: true,
  // Mantine's orange.9 (#d9480f), the colour of warnings in text, is 4.3:1 on white: a darker one, 5.2:1.
  colors: { orange: colorsTuple([...DEFAULT_THEME.colors.orange.slice(0, 9), '#c2410c']) },
  components: {
    // A toast's message is gray.6 by default, below 4.5:1 on white.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-gray-8)' } } }),
    // Long labels (Russian and Portuguese are up to 40 % longer than English) on a phone (issue 38): a
    // button's label wraps rather than being cut, a segmented control wider than the screen scrolls by
    // itself with its options' labels whole, and a placeholder too long for its field ends in an ellipsis.
    Button: Button.extend({
      styles: {
        root: {
          height: 'auto',
          minHeight: 'var(--button-height)',
          paddingBlock: 'calc(0.25rem * var(--mantine-scale))',
        },
        label: { whiteSpace: 'normal', textAlign: 'center' },
      },
    }),
    SegmentedControl: SegmentedControl.extend({
      styles: { root: { maxWidth: '100%', overflowX: 'auto' }, control: { flex: '1 0 auto' } },
    }),
    Input: Input.extend({ styles: { input: { textOverflow: 'ellipsis' } } }),
  },
});

/**
 * The light and subtle variants (the sidebar's current entry and group, subtle buttons) write in
 * shade 9, which is 4.0:1 (blue) or 3.8:1 (red) on Mantine's hover shade 2: they rest on shade 0
 * and hover on shade 1, where shade 9 stays above 4.5:1.
 */
function lightVariantShades(color: 'blue' | 'red'): Record<string, string> {
  return {
    [`--mantine-color-${color}-light`]: `var(--mantine-color-${color}-0)`,
    [`--mantine-color-${color}-light-hover`]: `var(--mantine-color-${color}-1)`,
  };
}

/**
 * Mantine's "dimmed" grey (gray.6) is below 4.5:1 on white; gray.7 passes WCAG AA. So is its
 * error red (red.6, 3.3:1) on field errors; red.8 passes. Its placeholder grey (gray.5, 2.1:1)
 * is the text a file field shows before a file is chosen: gray.7 as well.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...lightVariantShades('blue'),
    ...lightVariantShades('red'),
  },
  dark: {},
});

import { createTheme, Notification, type CSSVariablesResolver } from '@mantine/core';

/** primaryShade 8 keeps white-on-blue buttons above the WCAG AA contrast ratio (STACK-NOTES "UI"). */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", -apple-system, BlinkMacSystemFont, Roboto, "Noto Sans", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // A toast's message is gray.6 by default, below 4.5:1 on white.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-gray-8)' } } }),
  },
});

/**
 * Mantine's "dimmed" grey (gray.6) is below 4.5:1 on white; gray.7 passes WCAG AA. So is its
 * error red (red.6, 3.3:1) on field errors; red.8 passes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});

import { Alert, createTheme, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';
import { it } from '@/messages/it';

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'conto-gioco-color-scheme' });

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and links on white above 4.5:1 in both schemes.
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Coloured alert titles on tinted backgrounds fall under 4.5:1; the icon carries the colour.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    // A notification's close button has no text: name it for screen readers (axe button-name). A
    // plain object, so that the Notification component stays out of the first load.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': it.app.close } } },
  },
});

/** Mantine's dimmed greys are too light for body-size text (WCAG AA); use one shade darker/lighter. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-3)',
  },
});

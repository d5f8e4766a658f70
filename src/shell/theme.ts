import type { CheckboxOwnerState, Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// The menu's titles are long ("Withdrawal free-review limit management"): a wider sidebar keeps most on one line, and
// the longest wrap (AppMenu.tsx) rather than end in an ellipsis.
const sidebar = { width: 310, closedWidth: 50 };

/*
 * WCAG AA in both themes. MUI's default mains are too light for white text and for text on a light page
 * (blue #1976d2 and #2196f3, orange #ed6c02, light blue #0288d1 fall below 4.5:1), so the light theme takes darker
 * mains that read at least 4.5:1 with white on them and on the page, the filled inputs' grey included. Any
 * contrastText not given here is chosen by MUI for at least 4.5:1 (contrastThreshold), which makes the dark theme's
 * chips (light mains) take dark text.
 */
const contrastThreshold = 4.5;

/*
 * A disabled field's helper text explains a value the form fills in (a quoted rate, a fee): it stays readable, in
 * the secondary text colour rather than the disabled one (#9e9e9e on white is 2.7:1).
 */
const components = {
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
    },
  },
  /*
   * A name given to a checkbox belongs on its input, the element that has the role: react-admin's row checkbox
   * (ra.action.select_row) puts it on MUI's wrapping span, where it is not allowed and leaves the input unnamed.
   */
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (ownerState: CheckboxOwnerState) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
        input: (ownerState: CheckboxOwnerState) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
      },
    },
  },
} satisfies RaThemeOptions['components'];

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  sidebar,
  components: { ...defaultLightTheme.components, ...components },
  palette: {
    ...defaultLightTheme.palette,
    contrastThreshold,
    // 5.8:1 with white, 5.0:1 on the filled inputs' grey.
    primary: { light: '#1976d2', main: '#1565c0', dark: '#0d47a1', contrastText: '#fff' },
    // The app bar's colour.
    secondary: { light: '#1976d2', main: '#1565c0', dark: '#0d47a1', contrastText: '#fff' },
    warning: { light: '#ed6c02', main: '#a84800', dark: '#7a3400', contrastText: '#fff' },
    error: { light: '#d32f2f', main: '#c62828', dark: '#8e0000', contrastText: '#fff' },
    info: { light: '#0288d1', main: '#0277bd', dark: '#01579b', contrastText: '#fff' },
    success: { light: '#388e3c', main: '#2e7d32', dark: '#1b5e20', contrastText: '#fff' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  sidebar,
  components: { ...defaultDarkTheme.components, ...components },
  palette: {
    ...defaultDarkTheme.palette,
    contrastThreshold,
    // MUI's dark error (#f44336) is 3.5:1 on the dark page; this red reads 5.7:1 there, with dark text on it.
    error: { light: '#ffbcaf', main: '#ff8a80', dark: '#f44336' },
  },
};

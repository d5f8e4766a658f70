import { ThemeProvider, type Theme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Every progress bar and spinner inside gets an accessible name ("Loading", in the language on screen): MUI's
 * have none, and screen readers announce a nameless progressbar as just "progress bar" (axe aria-progressbar-name).
 * Set as the components' default props, so no page has to remember it.
 */
export function ProgressNames({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const withNames = useMemo(
    () => (outer: Theme) => ({
      ...outer,
      components: {
        ...outer.components,
        MuiLinearProgress: { ...outer.components?.MuiLinearProgress, defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label } },
        MuiCircularProgress: { ...outer.components?.MuiCircularProgress, defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label } },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withNames}>{children}</ThemeProvider>;
}

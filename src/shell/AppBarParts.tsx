import { Box, type SxProps, type Theme } from '@mui/material';
import { LoadingIndicator, ToggleThemeButton } from 'react-admin';
import { LanguageMenuButton } from './LanguageMenuButton';

/**
 * The app bar's switches, in every console: the language button (its icon alone on a phone, so the page title keeps
 * its room), day/night, and react-admin's loading indicator.
 */
export function AppBarSwitches() {
  return (
    <>
      <Box
        component="span"
        sx={{
          '& .MuiButton-root': { minWidth: { xs: 40, sm: 64 }, fontSize: { xs: 0, sm: '0.875rem' } },
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
          '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <LanguageMenuButton />
      </Box>
      <ToggleThemeButton />
      <LoadingIndicator />
    </>
  );
}

/**
 * On a phone the toolbar leaves the page title about a third of the bar: there it takes up to three smaller lines
 * rather than one cut off ("Fiat withdrawa…"); react-admin's title keeps its one line and ellipsis from a tablet up.
 */
export const phoneTitle: SxProps<Theme> = (theme) => ({
  '& #react-admin-title': {
    [theme.breakpoints.down('sm')]: { whiteSpace: 'normal', fontSize: '0.875rem', lineHeight: 1.15, maxHeight: '3.45em' },
  },
});

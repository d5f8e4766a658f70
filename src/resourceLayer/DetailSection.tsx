import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A titled section of a detail's bespoke part (a table of what the record holds: balances, operators, sessions), named
 * by its heading for assistive technology; what it holds may scroll inside it on a narrow window.
 */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)} sx={{ mt: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

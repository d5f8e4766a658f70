import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { MenuItem } from './menu';

/** Stands in for a menu page whose own issue has not landed yet; says so in the user's language. */
export function PlaceholderPage({ item }: { item: MenuItem }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={item.lang} />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate(item.lang)}
        </Typography>
        <Typography color="text.secondary">{translate('kassa.placeholder.text')}</Typography>
      </CardContent>
    </Card>
  );
}

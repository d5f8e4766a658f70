import { Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useMenuRoutes } from './MenuRoutesContext';

/** The catch-all page. Before the guard registered the menu routes it shows nothing: the guard repeats the navigation. */
export function NotFound() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { menu } = useMenuRoutes();
  if (menu === null) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="kassa.notFound.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('kassa.notFound.title')}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {translate('kassa.notFound.text', { path: pathname })}
        </Typography>
        <Button component={Link} to="/" variant="contained" sx={{ mt: 2 }}>
          {translate('kassa.notFound.back')}
        </Button>
      </CardContent>
    </Card>
  );
}

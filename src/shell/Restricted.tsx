import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { storage, StorageKey } from '../data/storage';

/** Where codes 6034 and 512 send the user (spec section 8); shows the IP the server saw. */
export function Restricted() {
  const translate = useTranslate();
  const loginIp = storage.get(StorageKey.loginIp);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('kassa.restricted.title')}
          </Typography>
          <Typography gutterBottom>{translate('kassa.restricted.text')}</Typography>
          {loginIp && <Typography color="text.secondary">{translate('kassa.restricted.ip', { ip: loginIp })}</Typography>}
          <Button component={Link} to="/Login" variant="contained" sx={{ mt: 2 }}>
            {translate('kassa.restricted.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

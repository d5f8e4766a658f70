import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Above the entries (`list.above`): how the whitelist decides who may sign in. */
export function WhitelistIntro() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
      {translate('resources.white/WhiteList.messages.intro')}
    </Typography>
  );
}

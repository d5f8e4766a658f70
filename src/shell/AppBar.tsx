import Article from '@mui/icons-material/Article';
import Campaign from '@mui/icons-material/Campaign';
import Gavel from '@mui/icons-material/Gavel';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Info from '@mui/icons-material/Info';
import Policy from '@mui/icons-material/Policy';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, LoadingIndicator, Logout, ToggleThemeButton, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { AnnouncementBell } from '../pages/announcements/AnnouncementBell';
import { contentPath, type DocumentSlug } from '../pages/content/contentLinks';
import { extraPaths } from './extraPaths';
import { LanguageMenuButton } from './LanguageMenuButton';

const documentIcons: Record<DocumentSlug, ReactNode> = {
  user_agreement: <Article fontSize="small" />,
  privacy_policy: <Policy fontSize="small" />,
  legal_statement: <Gavel fontSize="small" />,
  about: <Info fontSize="small" />,
};

/** An entry of the user menu leading to a page; it closes the menu. */
function UserMenuLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

/**
 * The user menu: the help center, announcements and the content pages, then sign out. Its button shows the
 * operator's name, so its accessible name starts with that name (WCAG 2.5.3, label in name).
 */
function KassaUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName ? translate('kassa.app.userMenu', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <UserMenuLink to={extraPaths.helpCenter} icon={<HelpOutline fontSize="small" />} label="kassa.userMenu.helpCenter" />
      <UserMenuLink to={extraPaths.announcements} icon={<Campaign fontSize="small" />} label="kassa.userMenu.announcements" />
      <Divider />
      {(Object.keys(documentIcons) as DocumentSlug[]).map((slug) => (
        <UserMenuLink key={slug} to={contentPath(slug)} icon={documentIcons[slug]} label={`kassa.content.documents.${slug}`} />
      ))}
      <Divider />
      <Logout />
    </UserMenu>
  );
}

/** react-admin's toolbar, the language button shown as its icon alone on a phone so the page title keeps its room. */
function Toolbar() {
  return (
    <>
      <AnnouncementBell />
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
const phoneTitle: SxProps<Theme> = (theme) => ({
  '& #react-admin-title': {
    [theme.breakpoints.down('sm')]: { whiteSpace: 'normal', fontSize: '0.875rem', lineHeight: 1.15, maxHeight: '3.45em' },
  },
});

/** react-admin's app bar with the console's user menu. */
export function KassaAppBar() {
  return <AppBar toolbar={<Toolbar />} userMenu={<KassaUserMenu />} sx={phoneTitle} />;
}

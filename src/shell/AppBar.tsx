import Article from '@mui/icons-material/Article';
import Campaign from '@mui/icons-material/Campaign';
import Gavel from '@mui/icons-material/Gavel';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Info from '@mui/icons-material/Info';
import Policy from '@mui/icons-material/Policy';
import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { AnnouncementBell } from '../pages/announcements/AnnouncementBell';
import { contentPath, type DocumentSlug } from '../pages/content/contentLinks';
import { AppBarSwitches, phoneTitle } from './AppBarParts';
import { extraPaths } from './extraPaths';

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

/** The app bar's tools: the announcements' bell, then the language and day/night switches. */
function Toolbar() {
  return (
    <>
      <AnnouncementBell />
      <AppBarSwitches />
    </>
  );
}

/** react-admin's app bar with the console's user menu. */
export function KassaAppBar() {
  return <AppBar toolbar={<Toolbar />} userMenu={<KassaUserMenu />} sx={phoneTitle} />;
}

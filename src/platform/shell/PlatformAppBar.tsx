import { Chip, ListItemText, MenuItem } from '@mui/material';
import { AppBar, Logout, UserMenu, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { AppBarSwitches, phoneTitle } from '../../shell/AppBarParts';

/** The member's role, in the language shown; empty until it is known. */
function useRoleName(): string {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return typeof permissions === 'string' ? translate(`kassa.platform.roles.${permissions}`) : '';
}

/**
 * The user menu: who is signed in and their role, then sign out. Its button shows the member's username, so its
 * accessible name starts with it and says the role (WCAG 2.5.3, label in name).
 */
function StaffUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const role = useRoleName();
  const label = identity?.fullName ? translate('kassa.platform.userMenu', { name: identity.fullName, role }) : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      {identity?.fullName && (
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={identity.fullName} secondary={role} />
        </MenuItem>
      )}
      <Logout />
    </UserMenu>
  );
}

/** The role beside the user menu, from a tablet up (on a phone it is in the user menu). */
function RoleChip() {
  const role = useRoleName();
  if (!role) return null;
  return <Chip label={role} size="small" variant="outlined" data-testid="staff-role" sx={{ display: { xs: 'none', sm: 'inline-flex' }, mx: 1, color: 'inherit', borderColor: 'currentcolor' }} />;
}

/** react-admin's app bar with the platform's user menu and the member's role. */
export function PlatformAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <AppBarSwitches />
          <RoleChip />
        </>
      }
      userMenu={<StaffUserMenu />}
      sx={phoneTitle}
    />
  );
}

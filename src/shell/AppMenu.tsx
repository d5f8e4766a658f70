import { ListSubheader } from '@mui/material';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { createElement, Fragment } from 'react';
import { useMenuRoutes } from './MenuRoutesContext';
import { menuFor, type MenuItem } from './menu';
import { ResourceMenuBadge } from '../resourceLayer/MenuBadge';

function MenuEntry({ item }: { item: MenuItem }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { console, signedIn } = useMenuRoutes();
  const icon = console.icons.get(item.path);
  if (item.menu_type === 'directory') {
    return (
      <Fragment>
        {open && (
          <ListSubheader component="div" sx={{ lineHeight: '36px', mt: 1, background: 'transparent' }}>
            {translate(item.lang)}
          </ListSubheader>
        )}
        {item.children.map((child) => (
          <MenuEntry key={child.id} item={child} />
        ))}
      </Fragment>
    );
  }
  return (
    <Menu.Item
      to={item.path}
      primaryText={translate(item.lang)}
      // A long title ("Withdrawal free-review limit management") wraps instead of ending in an ellipsis (react-admin
      // sets its text noWrap).
      sx={{ '& .MuiTypography-noWrap': { whiteSpace: 'normal' } }}
      leftIcon={
        <ResourceMenuBadge screen={console.screens.find((screen) => `/${screen.name}` === item.path)} signedIn={signedIn()}>
          {icon ? createElement(icon) : null}
        </ResourceMenuBadge>
      }
    />
  );
}

/**
 * The fixed menu of spec section 2, System management as a titled group; in a console whose members have roles (the
 * platform's), the entries the member's role may see.
 */
export function AppMenu() {
  const { menu } = useMenuRoutes();
  const { permissions } = usePermissions();
  return (
    <Menu>
      {menuFor(menu ?? [], permissions).map((item) => (
        <MenuEntry key={item.id} item={item} />
      ))}
    </Menu>
  );
}

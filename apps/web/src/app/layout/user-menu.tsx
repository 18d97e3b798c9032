import type { UserData } from '@conto-gioco/shared/auth';
import { Box, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useLogout } from '@/features/auth/api/logout-user';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';
import { UserMenuButton } from './user-menu-button';

export default function UserMenu({
  user,
  defaultOpened = false,
}: {
  user: UserData;
  defaultOpened?: boolean;
}) {
  // Leaves the account area (home) before the session is gone, so no guard bounces to login.
  const logout = useLogout();

  return (
    <Menu position="bottom-end" width={220} withinPortal hideDetached={false} defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton username={user.username} />
      </Menu.Target>
      <Menu.Dropdown>
        <Box hiddenFrom="sm" px="sm" py="xs">
          <HeaderBalance />
        </Box>
        <Menu.Divider hiddenFrom="sm" />
        <Menu.Item
          component={Link}
          to={paths.account.home.getHref()}
          leftSection={<i className="ri-account-circle-line" aria-hidden />}
        >
          {it.header.myAccount}
        </Menu.Item>
        <Menu.Item
          onClick={() => void logout()}
          leftSection={<i className="ri-logout-box-r-line" aria-hidden />}
        >
          {it.header.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

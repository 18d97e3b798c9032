import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';

/** "Non hai ancora un account? Registrati", as one link to the registration form. */
export function RegisterLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Text ta="center" size="sm">
      <Anchor component={Link} to={paths.account.registration.getHref()} onClick={onNavigate}>
        {it.login.noAccount} {it.login.register}
      </Anchor>
    </Text>
  );
}

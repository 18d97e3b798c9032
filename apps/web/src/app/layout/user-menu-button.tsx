import { Button, type ButtonProps } from '@mantine/core';

/** The menu button alone: what shows while the menu's code loads, and the menu's own target. */
export function UserMenuButton({
  username,
  ...props
}: { username: string; onClick?: () => void } & Omit<ButtonProps, 'children'>) {
  return (
    <Button
      variant="default"
      leftSection={<i className="ri-user-3-line" aria-hidden />}
      rightSection={<i className="ri-arrow-down-s-line" aria-hidden />}
      maw={{ base: 190, sm: 240 }}
      {...props}
    >
      {username}
    </Button>
  );
}

import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { it } from '@/messages/it';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={it.header.toggleTheme}
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      <i
        className={computed === 'dark' ? 'ri-sun-line' : 'ri-moon-line'}
        aria-hidden
        style={{ fontSize: 18 }}
      />
    </ActionIcon>
  );
}

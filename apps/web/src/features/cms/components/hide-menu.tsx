import { ActionIcon, Menu } from '@mantine/core';
import { itCms } from '@/messages/it-cms';

/** The widget menu with 'Nascondi' (§2); its own chunk, as only widgets that allow hiding need it. */
export default function HideMenu({ onHide }: { onHide: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={itCms.widgetMenu}>
          <i className="ri-more-2-fill" aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<i className="ri-eye-off-line" aria-hidden />} onClick={onHide}>
          {itCms.hide}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

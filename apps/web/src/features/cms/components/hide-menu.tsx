import { ActionIcon, Menu } from '@mantine/core';
import { itCms } from '@/messages/it-cms';

/**
 * The widget menu with 'Nascondi' (§2); its own chunk, loaded when its button is first pressed,
 * so it opens at once (`defaultOpened`).
 */
export default function HideMenu({
  onHide,
  defaultOpened = false,
}: {
  onHide: () => void;
  defaultOpened?: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
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

import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import { ActionIcon, Box, Title } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { itCms } from '@/messages/it-cms';
import classes from './cms.module.css';

// The menu (and the positioning library under it) loads when the button is first pressed.
const HideMenu = lazy(() => import('./hide-menu'));

/** The menu's button alone (a closed menu's): what shows until it is pressed, and while the menu's code loads. */
function HideMenuButton({ onClick }: { onClick?: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={itCms.widgetMenu}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onClick}
    >
      <i className="ri-more-2-fill" aria-hidden />
    </ActionIcon>
  );
}

/** The 'Nascondi' menu, its code asked for on the first press, which then opens it. */
function LazyHideMenu({ onHide }: { onHide: () => void }) {
  const [requested, setRequested] = useState(false);
  if (!requested) return <HideMenuButton onClick={() => setRequested(true)} />;
  return (
    <Suspense fallback={<HideMenuButton />}>
      <HideMenu onHide={onHide} defaultOpened />
    </Suspense>
  );
}

export type WidgetProps = {
  widget: CmsObject;
  /** Set when the widget may be hidden by the player (AllowCustomerHideWidget): the 'Nascondi' item. */
  onHide: (() => void) | null;
};

/** A widget's frame: its optional heading and the 'Nascondi' menu (§2). */
export function WidgetShell({
  widget,
  onHide,
  title,
  className,
  children,
}: WidgetProps & { title?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      className={[classes.widget, className].filter(Boolean).join(' ')}
      data-widget={widget.TypeName}
      aria-label={title ? undefined : widget.Name}
    >
      {(title || onHide) && (
        <div className={classes.widgetHeader}>
          {title ? (
            <Title order={2} size="h3" className={classes.widgetTitle}>
              {title}
            </Title>
          ) : (
            <span />
          )}
          {onHide && <LazyHideMenu onHide={onHide} />}
        </div>
      )}
      {children}
    </Box>
  );
}

import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import { ActionIcon, Box, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { itCms } from '@/messages/it-cms';
import classes from './cms.module.css';

const HideMenu = lazy(() => import('./hide-menu'));

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
          {onHide && (
            // Until the menu's code is here, the same button holds its place.
            <Suspense
              fallback={
                <ActionIcon variant="subtle" color="gray" aria-label={itCms.widgetMenu}>
                  <i className="ri-more-2-fill" aria-hidden />
                </ActionIcon>
              }
            >
              <HideMenu onHide={onHide} />
            </Suspense>
          )}
        </div>
      )}
      {children}
    </Box>
  );
}

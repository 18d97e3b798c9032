import type { CmsObject, WidgetType } from '@conto-gioco/shared/cms-constants';
import { Stack } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { isFlag } from '../lib/client-rules';
import { useHiddenWidgets } from '../lib/hidden-widgets';
import { useDevice } from '../lib/use-device';
import { useVisibleChildren } from '../lib/use-visible-children';
import { useCmsViewer } from './cms-viewer';
import classes from './cms.module.css';
import { slideBoxHeight } from './widgets/slide-size';
import type { WidgetProps } from './widget-shell';

/** One chunk per widget type: a page loads only the widgets its area uses. */
const WIDGETS: Record<WidgetType, LazyExoticComponent<ComponentType<WidgetProps>>> = {
  visore_generico: lazy(() => import('./widgets/hero-slider')),
  visore_news: lazy(() => import('./widgets/news-widget')),
  news_ticker: lazy(() => import('./widgets/news-ticker')),
  html_block: lazy(() => import('./widgets/html-block')),
  visore_immagine_descrizione: lazy(() => import('./widgets/image-text')),
  visore_generico_navigazione: lazy(() => import('./widgets/nav-tiles')),
};

const isWidgetType = (typeName: string): typeName is WidgetType => typeName in WIDGETS;

/** While a slider's code arrives, its box already has its final height: nothing below moves. */
function WidgetPlaceholder({ widget }: { widget: CmsObject }) {
  const device = useDevice();
  if (widget.TypeName !== 'visore_generico' || widget.Parameters.layout === 'lists') return null;
  return <div className={classes.placeholder} style={slideBoxHeight(widget, device)} aria-hidden />;
}

export default function AreaContent({
  area,
  widgets: eager,
}: {
  area: CmsObject;
  /** Widget types whose component the page brings itself (not a lazy chunk): the welcome hero's slider. */
  widgets?: Partial<Record<WidgetType, ComponentType<WidgetProps>>>;
}) {
  const viewer = useCmsViewer();
  const children = useVisibleChildren(area);
  const { hidden, hide } = useHiddenWidgets(viewer.username);
  const widgets = children.filter((child) => isWidgetType(child.TypeName) && !hidden.has(child.Id));
  if (widgets.length === 0) return null;
  return (
    <Stack gap="xl" className={classes.area} data-layout-area={area.Name}>
      {widgets.map((widget) => {
        const Widget = eager?.[widget.TypeName as WidgetType] ?? WIDGETS[widget.TypeName as WidgetType];
        const onHide = isFlag(widget.Parameters.AllowCustomerHideWidget) ? () => hide(widget.Id) : null;
        return (
          <Suspense key={widget.Id} fallback={<WidgetPlaceholder widget={widget} />}>
            <Widget widget={widget} onHide={onHide} />
          </Suspense>
        );
      })}
    </Stack>
  );
}

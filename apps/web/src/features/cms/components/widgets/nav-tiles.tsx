import '@mantine/carousel/styles.css';
import { NAV_TILES_PER_VIEW, type CmsObject } from '@conto-gioco/shared/cms-constants';
import { Carousel } from '@mantine/carousel';
import { Anchor, Group } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { isBrowserLink } from '@/lib/cms-api';
import { itCms } from '@/messages/it-cms';
import { isFlag, perViewFor } from '../../lib/client-rules';
import { emitCtaEvent, trackClick, withToken } from '../../lib/links';
import { useDevice, useWindowWidth } from '../../lib/use-device';
import { useVisibleChildren } from '../../lib/use-visible-children';
import classes from '../cms.module.css';
import { WidgetShell, type WidgetProps } from '../widget-shell';

/** A Remix Icon by name (the CMS names icons as strings such as 'arrow-right-s-line'). */
export const RemixIcon = ({ name, className }: { name: string; className?: string }) => (
  <i className={[`ri-${name}`, className].filter(Boolean).join(' ')} aria-hidden />
);

const DEFAULT_ICON_RIGHT = 'arrow-right-s-line';
const NAV_CONTROL_SIZE = 32;

/** An elemento_navigazione's destination: its in-app url, or its externalUrl with the token added (§4). */
export function navItemHref(item: CmsObject): { href: string; external: boolean } | null {
  const p = item.Parameters;
  const external = p.externalUrl?.trim();
  if (external) return { href: withToken(external, p.token), external: true };
  const url = p.url?.trim();
  if (url) return { href: url, external: isBrowserLink(url) };
  return null;
}

function NavItem({ item, widgetName }: { item: CmsObject; widgetName: string }) {
  const p = item.Parameters;
  const label = p.text?.trim() || item.Name;
  const active = isFlag(p.active);
  const iconLeft = p.iconLeft?.trim();
  const iconRight = p.iconRight?.trim() || DEFAULT_ICON_RIGHT;
  if (isFlag(p.groupTitle))
    return (
      <span className={classes.navGroupTitle} data-group-title>
        {label}
      </span>
    );
  const content: ReactNode = (
    <>
      {iconLeft && <RemixIcon name={iconLeft} className={classes.navIcon} />}
      <span className={classes.navText}>{label}</span>
      <RemixIcon name={iconRight} className={classes.navIconRight} />
    </>
  );
  const target = navItemHref(item);
  const common = {
    className: classes.navItem,
    'data-active': active || undefined,
    'aria-current': active ? ('page' as const) : undefined,
  };
  const onClick = () => {
    trackClick(widgetName, item.Id, target?.href ?? null);
    const handler = p.handler?.trim();
    if (isFlag(p.trigger) && handler) emitCtaEvent(handler, undefined);
  };
  if (!target)
    return (
      <button type="button" {...common} onClick={onClick}>
        {content}
      </button>
    );
  // In the app shell a new window opens in its in-app browser (as the deposit's providers do).
  return target.external ? (
    <a {...common} href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {content}
      <span className={classes.srOnly}>{itCms.openInNewTab}</span>
    </a>
  ) : (
    <Link {...common} to={target.href} onClick={onClick}>
      {content}
    </Link>
  );
}

/** visore_generico_navigazione (§3): a title with its icons, then tiles in a carousel, or a row with layout 'horizontal'. */
export default function NavTiles({ widget, onHide }: WidgetProps) {
  const p = widget.Parameters;
  const width = useWindowWidth();
  const device = useDevice();
  const items = useVisibleChildren(widget).filter((child) => child.TypeName === 'elemento_navigazione');
  if (items.length === 0) return null;
  const titleText = p.title?.trim();
  const titleIcon = p.title_icon?.trim() || p.icon?.trim();
  const url = p.url?.trim();
  const iconLight = p.image_icon_light?.trim();
  const iconDark = p.image_icon_dark?.trim() || iconLight;
  const title = titleText ? (
    <span className={classes.navTitle}>
      {iconLight && iconDark ? (
        <>
          <img src={iconLight} alt="" width={24} height={24} className={classes.lightOnly} />
          <img src={iconDark} alt="" width={24} height={24} className={classes.darkOnly} />
        </>
      ) : (
        titleIcon && <RemixIcon name={titleIcon} />
      )}
      {url ? (
        <Anchor component={Link} to={url} inherit onClick={() => trackClick(widget.Name, widget.Id, url)}>
          {titleText}
        </Anchor>
      ) : (
        titleText
      )}
    </span>
  ) : undefined;
  const minWidth = Number.parseInt(p.items_min_width ?? '', 10);
  const style = {
    '--nav-min-width': Number.isFinite(minWidth) && minWidth > 0 ? `${minWidth}px` : undefined,
    '--nav-background': p.image_background?.trim() ? `url("${p.image_background.trim()}")` : undefined,
  } as CSSProperties;
  const shell = (children: ReactNode) => (
    <WidgetShell widget={widget} onHide={onHide} title={title}>
      <div
        className={classes.nav}
        style={style}
        data-size={p.size?.trim() === 'large' ? 'large' : 'small'}
        data-style={p.style?.trim() || undefined}
        data-icon-position={p.icon_position?.trim() || undefined}
      >
        {children}
      </div>
    </WidgetShell>
  );
  if (p.layout?.trim() === 'horizontal')
    return shell(
      <Group gap="sm" wrap="wrap" className={classes.navRow}>
        {items.map((item) => (
          <NavItem key={item.Id} item={item} widgetName={widget.Name} />
        ))}
      </Group>,
    );
  const perView = Math.min(perViewFor(width, NAV_TILES_PER_VIEW), items.length);
  const withControls = device !== 'mobile' && items.length > perView;
  return shell(
    <Carousel
      // The arrows sit in the carousel's side gutters, never over the first or last tile's text.
      className={withControls ? classes.navCarousel : undefined}
      controlSize={NAV_CONTROL_SIZE}
      controlsOffset={0}
      slideSize={`${100 / perView}%`}
      slideGap="sm"
      emblaOptions={{
        align: 'start',
        slidesToScroll: Math.max(1, Math.floor(perView)),
        containScroll: 'trimSnaps',
      }}
      withControls={withControls}
      previousControlProps={{ 'aria-label': itCms.previousSlide }}
      nextControlProps={{ 'aria-label': itCms.nextSlide }}
      data-per-view={perView}
    >
      {items.map((item) => (
        <Carousel.Slide key={item.Id}>
          <NavItem item={item} widgetName={widget.Name} />
        </Carousel.Slide>
      ))}
    </Carousel>,
  );
}

import { CTA_PREFIXES, type CmsObject } from '@conto-gioco/shared/cms-constants';
import { ctaShown } from '@conto-gioco/shared/cms-rules';
import { Button, Group } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isFlag } from '../../lib/client-rules';
import { emitCtaEvent, linkTarget, trackClick } from '../../lib/links';
import { useCmsViewer } from '../cms-viewer';
import classes from '../cms.module.css';

/** What a slide shows, from a slide's parameters (§3) or a promo's. */
export type SlideData = {
  id: number;
  name: string;
  image: string;
  imageMobile: string;
  overTitle: string;
  title: string;
  body: string;
  logo: string;
  textsColor: string;
  overTitleShadow: boolean;
  titleShadow: boolean;
  bodyShadow: boolean;
  overlayAlpha: number;
  alignment: 'left' | 'right';
  cssClass: string;
  internalLink: string;
  externalLink: string;
  externalTarget: '_self' | '_blank';
  hideInList: boolean;
  /** The slide's own parameters: its buttons read {prefix}Text, {prefix}Action, ... (promos have none). */
  parameters: Record<string, string>;
};

const text = (value: string | undefined) => value?.trim() ?? '';

export function slideData(item: CmsObject): SlideData {
  const p = item.Parameters;
  if (item.TypeName === 'promo') {
    return {
      id: item.Id,
      name: item.Name,
      image: text(p.Image) || text(p.Thumb),
      imageMobile: text(p.Thumb),
      overTitle: '',
      title: text(p.Title) || item.Name,
      body: text(p.Body),
      logo: '',
      textsColor: '',
      overTitleShadow: false,
      titleShadow: false,
      bodyShadow: false,
      overlayAlpha: 0,
      alignment: 'left',
      cssClass: '',
      internalLink: text(p.PromoInternalUrl),
      externalLink: text(p.PromoExternalUrl),
      externalTarget: '_blank',
      hideInList: isFlag(p.HideInList),
      parameters: {},
    };
  }
  const alpha = Number.parseFloat(p.bgImageOverlayAlpha ?? '');
  return {
    id: item.Id,
    name: item.Name,
    image: text(p.bgimage),
    imageMobile: text(p.bgimage_mobile),
    overTitle: text(p.overTitle),
    title: text(p.title),
    body: text(p.body),
    logo: text(p.logo) || text(p.thumb),
    textsColor: text(p.textsColor),
    overTitleShadow: isFlag(p.overTitleShadow),
    titleShadow: isFlag(p.titleShadow),
    bodyShadow: isFlag(p.bodyShadow),
    overlayAlpha: Number.isFinite(alpha) ? Math.min(Math.max(alpha, 0), 100) / 100 : 0,
    alignment: text(p.contentAlignment).toLowerCase() === 'right' ? 'right' : 'left',
    cssClass: [
      text(p.cssclass),
      isFlag(p.slideCasino) ? 'slideCasino' : '',
      isFlag(p.slideSportV3) ? 'slideSportV3' : '',
    ]
      .filter(Boolean)
      .join(' '),
    internalLink: text(p.bgInternalLink),
    externalLink: text(p.bgExternalLink),
    // bgExternalLinkTarget '1': same window; anything else a new one (§3).
    externalTarget: text(p.bgExternalLinkTarget) === '1' ? '_self' : '_blank',
    hideInList: false,
    parameters: p,
  };
}

/** Up to three buttons (§3, §4): shown by their condition; LOGIN, REGISTER, the three events, or a link. */
function CtaButtons({ slide, widgetName }: { slide: SlideData; widgetName: string }) {
  const { loggedIn, openLogin } = useCmsViewer();
  const p = slide.parameters;
  const className = text(p.ctaCssClass) || undefined;
  const buttons = CTA_PREFIXES.flatMap((prefix) => {
    const label = text(p[`${prefix}Text`]);
    if (!label || !ctaShown(p[`${prefix}Condition`], loggedIn)) return [];
    const action = text(p[`${prefix}Action`]).toUpperCase();
    const internal = text(p[`${prefix}InternalLink`]);
    const external = text(p[`${prefix}ExternalLink`]);
    const common = {
      className,
      size: 'md' as const,
      variant: prefix === 'cta' ? 'filled' : 'white',
    };
    if (action === 'LOGIN')
      return [
        <Button
          key={prefix}
          {...common}
          onClick={() => {
            trackClick(widgetName, slide.id, 'LOGIN');
            openLogin();
          }}
        >
          {label}
        </Button>,
      ];
    if (action === 'REGISTER') {
      const to = paths.account.registration.getHref();
      return [
        <Button
          key={prefix}
          {...common}
          component={Link}
          to={to}
          onClick={() => trackClick(widgetName, slide.id, to)}
        >
          {label}
        </Button>,
      ];
    }
    if (action === 'SMARTICO' || action === 'PROMOTOPBAR' || action === 'WMPROMO')
      return [
        <Button
          key={prefix}
          {...common}
          onClick={() => {
            trackClick(widgetName, slide.id, action);
            emitCtaEvent(action, p[`${prefix}GameCode`] ?? p[`${prefix}gameCode`]);
          }}
        >
          {label}
        </Button>,
      ];
    const target = p[`${prefix}Target`];
    if (internal)
      return [
        <Button
          key={prefix}
          {...common}
          component={Link}
          to={internal}
          target={linkTarget(target, '_self') === '_blank' ? '_blank' : undefined}
          onClick={() => trackClick(widgetName, slide.id, internal)}
        >
          {label}
        </Button>,
      ];
    if (external) {
      const newTab = linkTarget(target, '_blank') === '_blank';
      return [
        <Button
          key={prefix}
          {...common}
          component="a"
          href={external}
          target={newTab ? '_blank' : undefined}
          rel={newTab ? 'noopener noreferrer' : undefined}
          onClick={() => trackClick(widgetName, slide.id, external)}
        >
          {label}
        </Button>,
      ];
    }
    return [];
  });
  if (buttons.length === 0) return null;
  return (
    <Group gap="sm" className={classes.ctas}>
      {buttons}
    </Group>
  );
}

/** The slide as a whole links where bgInternalLink / bgExternalLink say; its buttons sit above that link. */
function SlideLink({ slide, widgetName }: { slide: SlideData; widgetName: string }) {
  const label = slide.title || slide.name;
  if (slide.internalLink)
    return (
      <Link
        to={slide.internalLink}
        className={classes.slideLink}
        aria-label={label}
        onClick={() => trackClick(widgetName, slide.id, slide.internalLink)}
      />
    );
  if (slide.externalLink) {
    const newTab = slide.externalTarget === '_blank';
    return (
      <a
        href={slide.externalLink}
        className={classes.slideLink}
        aria-label={label}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        onClick={() => trackClick(widgetName, slide.id, slide.externalLink)}
      />
    );
  }
  return null;
}

export type SlideProps = {
  slide: SlideData;
  widgetName: string;
  /** The first slide is the page's largest image: fetched at once and first. */
  eager: boolean;
  box: CSSProperties;
  /** A copy made to loop: hidden from assistive technology. */
  duplicate?: boolean;
};

export function Slide({ slide, widgetName, eager, box, duplicate = false }: SlideProps) {
  const textStyle = slide.textsColor ? { color: slide.textsColor } : undefined;
  return (
    <div
      className={[classes.slide, slide.cssClass].filter(Boolean).join(' ')}
      style={box}
      data-align={slide.alignment}
      data-slide-id={slide.id}
      aria-hidden={duplicate || undefined}
      inert={duplicate || undefined}
    >
      {slide.image && (
        <picture>
          {slide.imageMobile && <source media="(max-width: 767.9px)" srcSet={slide.imageMobile} />}
          <img
            src={slide.image}
            alt=""
            className={classes.slideImage}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding={eager ? 'sync' : 'async'}
          />
        </picture>
      )}
      {slide.overlayAlpha > 0 && (
        <div
          className={classes.overlay}
          style={{ opacity: slide.overlayAlpha }}
          data-testid="slide-overlay"
        />
      )}
      <SlideLink slide={slide} widgetName={widgetName} />
      <div className={classes.slideContent} style={textStyle}>
        {slide.logo && <img src={slide.logo} alt="" className={classes.slideLogo} width={120} height={40} />}
        {slide.overTitle && (
          <p className={classes.overTitle} data-shadow={slide.overTitleShadow || undefined}>
            {slide.overTitle}
          </p>
        )}
        {slide.title && (
          <p className={classes.slideTitle} data-shadow={slide.titleShadow || undefined}>
            {slide.title}
          </p>
        )}
        {slide.body && (
          <p className={classes.slideBody} data-shadow={slide.bodyShadow || undefined}>
            {slide.body}
          </p>
        )}
        <CtaButtons slide={slide} widgetName={widgetName} />
      </div>
    </div>
  );
}

import { SERVICE_PAGES, type ServicePage as ServicePageEntry } from '@conto-gioco/shared/cms-constants';
import { Anchor, Badge, NativeSelect, Stack, Title, type ComboboxData } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { paths } from '@/config/paths';
import { storageTextQueryOptions } from '@/lib/cms-api';
import { itPages } from '@/messages/it-pages';
import { useFragmentJump } from '../hooks/use-fragment-jump';
import { resolveServicePage, servicePageHtmlPath } from '../lib/service-pages';
import { InPageSearch } from './in-page-search';
import { PageHtml } from './page-html';
import { SideLayout } from '@/components/cms/side-layout';
import { ContentLoading, ContentUnavailable } from '@/components/cms/content-state';
import navClasses from '@/components/cms/side-nav.module.css';
import classes from './pages.module.css';
import { DocumentTitle } from '@/lib/document-title';

type Props = {
  page: string;
  subpage?: string;
  /** The site (variable SiteId): site-specific pages (contatti) come from skins/{siteId}. */
  siteId: string;
  notFound: ReactNode;
  /** The payout tables, for the pages that show them instead of a file. */
  renderRtp: (mode: 'static' | 'monthly') => ReactNode;
};

const hrefOf = (entry: ServicePageEntry, parent: ServicePageEntry | null) =>
  entry.href ??
  (parent ? paths.serviceSubPage.getHref(parent.page, entry.page) : paths.servicePage.getHref(entry.page));

/** The side menu: every page not hidden, the contract PDF link, and the sub-pages of the rule books. */
function ServiceMenu() {
  const link = (entry: ServicePageEntry, parent: ServicePageEntry | null) =>
    entry.href ? (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className={navClasses.navLink}>
        {entry.title} <i className="ri-external-link-line" aria-hidden />
      </a>
    ) : (
      <NavLink to={hrefOf(entry, parent)} end className={navClasses.navLink}>
        {entry.title}
      </NavLink>
    );
  return (
    <nav aria-label={itPages.service.menuLabel} className={navClasses.sideNav}>
      <ul>
        {SERVICE_PAGES.filter((entry) => !entry.hidden).map((entry) => (
          <li key={entry.page}>
            {link(entry, null)}
            {entry.children && (
              <ul className={classes.nested}>
                {entry.children
                  .filter((child) => !child.hidden)
                  .map((child) => (
                    <li key={child.page}>{link(child, entry)}</li>
                  ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Below tablet width the menu is a 'Pagine' dropdown. */
function ServiceSelect({ current, currentTitle }: { current: string; currentTitle: string }) {
  const navigate = useNavigate();
  const data: ComboboxData = SERVICE_PAGES.filter((entry) => !entry.hidden && !entry.href).map((entry) =>
    entry.children
      ? {
          group: entry.title,
          items: [
            { value: hrefOf(entry, null), label: entry.title },
            ...entry.children.map((child) => ({ value: hrefOf(child, entry), label: child.title })),
          ],
        }
      : { value: hrefOf(entry, null), label: entry.title },
  );
  // A hidden page (or an alias) is not in the list: it still names the page shown.
  const values = data.flatMap((item) => (typeof item === 'object' && 'group' in item ? item.items : [item]));
  const shown = values.some((item) => typeof item === 'object' && 'value' in item && item.value === current);
  const options: ComboboxData = shown ? data : [{ value: current, label: currentTitle }, ...data];
  return (
    <NativeSelect
      label={itPages.pagesLabel}
      data={options}
      value={current}
      onChange={(event) => void navigate(event.currentTarget.value)}
    />
  );
}

function StorageHtml({ entry, siteId }: { entry: ServicePageEntry; siteId: string }) {
  const text = useQuery(storageTextQueryOptions(servicePageHtmlPath(entry, siteId)));
  const contentRef = useRef<HTMLDivElement>(null);
  useFragmentJump(text.isSuccess);
  if (text.isPending) return <ContentLoading />;
  if (text.isError) return <ContentUnavailable />;
  return (
    <>
      <InPageSearch key={entry.page} contentRef={contentRef} />
      <PageHtml ref={contentRef} html={text.data} />
    </>
  );
}

/** pokerLogout: the poker client's frame asks its parent to close it, and shows nothing. */
function PokerLogout() {
  useEffect(() => {
    // The old site's exact message. A bare string carries no data, so any parent origin may read it.
    window.parent.postMessage('closeIframe', '*');
  }, []);
  return null;
}

/**
 * Service pages (content-profile.md §2, route {page}): the HTML of /storage/public/static-pages/...
 * (sanitised, links as in every CMS text) or the payout tables, with the side menu. Aliases show the
 * same page; hidden pages are reachable but in no menu; unknown ones are 'Pagina non trovata'.
 */
export function ServicePageScreen({ page, subpage, siteId, notFound, renderRtp }: Props) {
  const isMobile = useIsMobile();
  const target = resolveServicePage(page, subpage);
  if (target.kind === 'poker-logout') return <PokerLogout />;
  if (target.kind === 'not-found') return notFound;
  const { entry, parent } = target;
  const body = entry.href ? (
    <Anchor href={entry.href} target="_blank" rel="noopener noreferrer">
      {itPages.service.openPdf}
    </Anchor>
  ) : entry.rtp ? (
    renderRtp(entry.rtp)
  ) : (
    <StorageHtml key={entry.page} entry={entry} siteId={siteId} />
  );
  const title = parent ? `${parent.title} - ${entry.title}` : entry.title;
  const content = (
    <Stack gap="sm">
      <DocumentTitle title={title} />
      <Title order={1} size="h2">
        {title}
      </Title>
      {entry.versionLabel && (
        <Badge variant="light" color="gray" radius="sm" tt="none">
          {entry.versionLabel}
        </Badge>
      )}
      {body}
    </Stack>
  );
  if (isMobile) {
    return (
      <Stack gap="md">
        <ServiceSelect current={hrefOf(entry, parent)} currentTitle={entry.title} />
        {content}
      </Stack>
    );
  }
  return <SideLayout nav={<ServiceMenu />}>{content}</SideLayout>;
}

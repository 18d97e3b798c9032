import { pagesLayoutArea } from '@conto-gioco/shared/cms-constants';
import { Anchor, List, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { paths } from '@/config/paths';
import { cmsObjectQueryOptions, isNotFoundError } from '@/lib/cms-api';
import { itPages } from '@/messages/it-pages';
import {
  buildSections,
  findPage,
  findPageByUrl,
  firstPage,
  sectionPages,
  type PageEntry,
  type SectionEntry,
} from '../lib/pages-tree';
import { PageBody } from './page-body';
import { PagesSelect, PagesSideNav, SectionTabs } from './page-nav';
import { SideLayout } from '@/components/cms/side-layout';
import { ContentLoading, ContentUnavailable } from '@/components/cms/content-state';
import { DocumentTitle } from '@/lib/document-title';

type Props = {
  /** The {layoutarea} of the address: the area read is Pages_{layoutarea}. */
  layoutarea: string;
  section?: string;
  subsection?: string;
  url?: string;
  /** What a missing area, section or page shows ('Pagina non trovata'). */
  notFound: ReactNode;
};

const pageHrefFor = (layoutarea: string) => (page: PageEntry) =>
  page.customInternalUrl ??
  (page.subsectionUrl
    ? paths.pages.subsectionPage.getHref(layoutarea, page.sectionUrl, page.subsectionUrl, page.url)
    : paths.pages.page.getHref(layoutarea, page.sectionUrl, page.url));

/**
 * Institutional pages (content-profile.md §2): /pages/{layoutarea} is the index, a section's address
 * opens its first page, then /{url} or /{subsection}/{url}. Below tablet width a section tab bar, a
 * back link to the index and a 'Pagine' dropdown; from tablet up a side navigation.
 */
export function InstitutionalPages({ layoutarea, section, subsection, url, notFound }: Props) {
  const area = useQuery(cmsObjectQueryOptions(pagesLayoutArea(layoutarea)));
  const isMobile = useIsMobile();
  if (area.isPending) return <ContentLoading />;
  if (area.isError) return isNotFoundError(area.error) ? notFound : <ContentUnavailable />;
  const sections = buildSections(area.data);
  if (sections.length === 0) return notFound;
  const pageHref = pageHrefFor(layoutarea);
  const sectionHref = (entry: SectionEntry) => paths.pages.section.getHref(layoutarea, entry.url);

  if (!section) {
    return (
      <Stack gap="md">
        <DocumentTitle title={area.data?.Name} />
        <Title order={1} size="h2">
          {area.data?.Name}
        </Title>
        {isMobile ? (
          <SectionTabs sections={sections} activeUrl={null} sectionHref={sectionHref} />
        ) : (
          <List listStyleType="none" spacing="sm" aria-label={itPages.sectionsLabel}>
            {sections.map((entry) => (
              <List.Item key={entry.id}>
                <Anchor component={Link} to={sectionHref(entry)} fw={700}>
                  {entry.title}
                </Anchor>
                <List listStyleType="disc" withPadding mt={4}>
                  {sectionPages(entry)
                    .filter((page) => !page.hidden && !page.hideInIndex)
                    .map((page) => (
                      <List.Item key={page.id}>
                        <Anchor component={Link} to={pageHref(page)} size="sm">
                          {page.title}
                        </Anchor>
                      </List.Item>
                    ))}
                </List>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  }

  if (!url) {
    const entry = sections.find((candidate) => candidate.url === section);
    const first = entry && firstPage(entry);
    return first ? <Navigate to={pageHref(first)} replace /> : notFound;
  }

  const found = findPage(sections, section, subsection ?? null, url);
  if (!found) return notFound;
  const siblings = sectionPages(found.section);
  const body = <PageBody key={found.page.id} page={found.page} />;

  if (isMobile) {
    return (
      <Stack gap="xs">
        <SectionTabs sections={sections} activeUrl={found.section.url} sectionHref={sectionHref} />
        <Anchor component={Link} to={paths.pages.index.getHref(layoutarea)} fw={700}>
          <i className="ri-arrow-left-s-line" aria-hidden /> {found.section.title}
        </Anchor>
        <PagesSelect pages={siblings} current={found.page} pageHref={pageHref} />
        {body}
      </Stack>
    );
  }
  return (
    <SideLayout nav={<PagesSideNav sections={sections} activePageId={found.page.id} pageHref={pageHref} />}>
      {body}
    </SideLayout>
  );
}

/**
 * /account/pages/{url}: the account area's pages (Pages_account) with a left menu of all of them;
 * open to everyone.
 */
export function AccountPages({ url, notFound }: { url: string; notFound: ReactNode }) {
  const area = useQuery(cmsObjectQueryOptions(pagesLayoutArea('account')));
  const isMobile = useIsMobile();
  if (area.isPending) return <ContentLoading />;
  if (area.isError) return isNotFoundError(area.error) ? notFound : <ContentUnavailable />;
  const sections = buildSections(area.data);
  const found = findPageByUrl(sections, url);
  if (!found) return notFound;
  const pageHref = (page: PageEntry) => page.customInternalUrl ?? paths.account.page.getHref(page.url);
  const all = sections.flatMap(sectionPages);
  const body = <PageBody key={found.page.id} page={found.page} />;
  if (isMobile) {
    return (
      <Stack gap="xs">
        <PagesSelect pages={all} current={found.page} pageHref={pageHref} />
        {body}
      </Stack>
    );
  }
  return (
    <SideLayout nav={<PagesSideNav sections={sections} activePageId={found.page.id} pageHref={pageHref} />}>
      {body}
    </SideLayout>
  );
}

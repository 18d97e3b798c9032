import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { cmsParametersQueryOptions } from '@/lib/cms-api';
import { useDocumentTitle } from '@/lib/document-title';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { itPages } from '@/messages/it-pages';
import { useFragmentJump } from '../hooks/use-fragment-jump';
import type { PageEntry } from '../lib/pages-tree';
import { InPageSearch } from './in-page-search';
import { PageHtml } from './page-html';
import { ContentLoading, ContentUnavailable } from '@/components/cms/content-state';

/** The headings of a page's (sanitised) text that carry an id: its ShowIndex table of contents. */
export function headingIndex(html: string): { id: string; text: string }[] {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return [...template.content.querySelectorAll('h2[id], h3[id]')]
    .map((heading) => ({ id: heading.id, text: heading.textContent?.trim() ?? '' }))
    .filter((entry) => entry.id && entry.text);
}

/**
 * One page: its title, (with ShowIndex) an index of its headings, the in-page search and its text
 * (GetCMSObjParameters(id).Content). A page that is in the area but whose text cannot be read shows
 * 'La pagina non è disponibile'.
 */
export function PageBody({ page }: { page: PageEntry }) {
  const parameters = useQuery(cmsParametersQueryOptions(page.id));
  const contentRef = useRef<HTMLDivElement>(null);
  const { search } = useLocation();
  const html = parameters.data?.Content?.trim() ? parameters.data.Content : null;
  const index = useMemo(() => (page.showIndex && html ? headingIndex(html) : []), [page.showIndex, html]);
  useFragmentJump(html !== null);
  useDocumentTitle(page.title);

  const title = (
    <Title order={1} size="h2">
      {page.title}
    </Title>
  );
  if (parameters.isPending || html === null)
    return (
      <Stack gap="sm">
        {title}
        {parameters.isPending ? <ContentLoading /> : <ContentUnavailable />}
      </Stack>
    );
  return (
    <Stack gap="sm">
      {title}
      {index.length > 0 && (
        <nav aria-label={itPages.pageIndex}>
          <Text fw={700} size="sm">
            {itPages.pageIndex}
          </Text>
          <ul>
            {index.map((entry) => (
              <li key={entry.id}>
                <Anchor component={Link} to={{ search, hash: entry.id }} size="sm">
                  {entry.text}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <InPageSearch key={page.id} contentRef={contentRef} />
      <PageHtml ref={contentRef} html={html} />
    </Stack>
  );
}

import type { CmsObject } from '@conto-gioco/shared/cms-constants';
import { useNews } from '../api/get-news';
import { fromExternal, fromNewsItem, usesExternalNews, type NewsEntry } from './news';
import { useVisibleChildren } from './use-visible-children';

/** The entries of a news widget or ticker, at most `max`; null while external news load. */
export function useNewsEntries(widget: CmsObject, max: number): NewsEntry[] | null {
  const external = usesExternalNews(widget);
  const children = useVisibleChildren(widget);
  const news = useNews(widget.Parameters.NewsCategory?.trim() ?? '', { enabled: external });
  if (!external)
    return children
      .filter((child) => child.TypeName === 'news_item')
      .map(fromNewsItem)
      .slice(0, max);
  if (news.isPending) return null;
  // A failed load shows nothing (§8).
  return (news.data ?? []).map(fromExternal).slice(0, max);
}

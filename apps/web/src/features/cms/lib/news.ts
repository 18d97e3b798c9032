import { NEWS_DEFAULT_COUNT, type CmsObject } from '@conto-gioco/shared/cms-constants';
import type { NewsItem } from '@conto-gioco/shared/cms';

/** One news entry as the widgets show it, from an own news_item (ChildrenType 1) or external news (2). */
export type NewsEntry = {
  id: number;
  title: string;
  subTitle: string;
  abstract: string;
  image: string;
  link: string;
  date: string;
};

export const fromNewsItem = (item: CmsObject): NewsEntry => ({
  id: item.Id,
  title: item.Parameters.Title?.trim() || item.Name,
  subTitle: item.Parameters.SubTitle?.trim() ?? '',
  abstract: item.Parameters.Abstract?.trim() ?? '',
  image: item.Parameters.ImageThumb?.trim() ?? '',
  link: item.Parameters.LinkUrl?.trim() ?? '',
  date: item.Parameters.Date?.trim() ?? '',
});

export const fromExternal = (item: NewsItem): NewsEntry => ({
  id: item.Id,
  title: item.Title,
  subTitle: '',
  abstract: item.Summary,
  image: item.ImageUrl,
  link: item.Link,
  date: item.PublishDate,
});

/** ChildrenType '2': external news; anything else the widget's own items (§3). */
export const usesExternalNews = (widget: CmsObject) => widget.Parameters.ChildrenType?.trim() === '2';

/** ChildrenCount, else 4 (§9). */
export function newsCount(widget: CmsObject): number {
  const count = Number.parseInt(widget.Parameters.ChildrenCount ?? '', 10);
  return Number.isFinite(count) && count > 0 ? count : NEWS_DEFAULT_COUNT;
}

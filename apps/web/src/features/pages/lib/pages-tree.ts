import type { CmsObject } from '@conto-gioco/shared/cms-constants';

/**
 * An institutional pages area (Pages_{layoutarea}) read as sections, subsections and pages
 * (content-profile.md §3): root → static_pages_container sections (static_page_section_title,
 * static_page_section_url, collapsible_menu) → static_page, or a subsection
 * static_pages_container (Title, SubContainerUrl) → static_page.
 */
export type PageEntry = {
  id: number;
  title: string;
  url: string;
  /** Reachable by its address, but in no menu. */
  hidden: boolean;
  /** Not listed on the index page. */
  hideInIndex: boolean;
  /** The page shows an index of its own headings (those with an id) above its text. */
  showIndex: boolean;
  /** Menus link here instead of the page's own address. */
  customInternalUrl: string | null;
  sectionUrl: string;
  subsectionUrl: string | null;
};
export type SubsectionEntry = {
  kind: 'subsection';
  id: number;
  title: string;
  url: string;
  pages: PageEntry[];
};
export type SectionItem = ({ kind: 'page' } & PageEntry) | SubsectionEntry;
export type SectionEntry = {
  id: number;
  title: string;
  url: string;
  collapsible: boolean;
  /** Pages and subsections in the area's order. */
  items: SectionItem[];
};

const flag = (value: string | undefined) => value?.trim().toLowerCase() === 'true' || value?.trim() === '1';
const text = (value: string | undefined) => value?.trim() ?? '';

function toPage(object: CmsObject, sectionUrl: string, subsectionUrl: string | null): PageEntry | null {
  const p = object.Parameters;
  const url = text(p.Url);
  if (!url) return null;
  return {
    id: object.Id,
    title: text(p.Title) || object.Name,
    url,
    hidden: flag(p.Hidden),
    hideInIndex: flag(p.HideInPagesIndex),
    showIndex: flag(p.ShowIndex),
    customInternalUrl: text(p.CustomInternalUrl) || null,
    sectionUrl,
    subsectionUrl,
  };
}

export function buildSections(root: CmsObject | null | undefined): SectionEntry[] {
  if (!root) return [];
  return root.Children.filter((child) => child.TypeName === 'static_pages_container').flatMap((section) => {
    const p = section.Parameters;
    const url = text(p.static_page_section_url);
    if (!url) return [];
    const items: SectionItem[] = [];
    for (const child of section.Children) {
      if (child.TypeName === 'static_page') {
        const page = toPage(child, url, null);
        if (page) items.push({ kind: 'page', ...page });
      } else if (child.TypeName === 'static_pages_container') {
        const subUrl = text(child.Parameters.SubContainerUrl);
        if (!subUrl) continue;
        const pages = child.Children.filter((grand) => grand.TypeName === 'static_page')
          .map((grand) => toPage(grand, url, subUrl))
          .filter((page): page is PageEntry => page !== null);
        items.push({
          kind: 'subsection',
          id: child.Id,
          title: text(child.Parameters.Title) || child.Name,
          url: subUrl,
          pages,
        });
      }
    }
    return [
      {
        id: section.Id,
        title: text(p.static_page_section_title) || section.Name,
        url,
        collapsible: flag(p.collapsible_menu),
        items,
      },
    ];
  });
}

/** Every page of a section, subsections' pages in place. */
export const sectionPages = (section: SectionEntry): PageEntry[] =>
  section.items.flatMap((item) => (item.kind === 'page' ? [item] : item.pages));

/** The page a section's own address shows: its first page that is in the menu. */
export const firstPage = (section: SectionEntry): PageEntry | undefined =>
  sectionPages(section).find((page) => !page.hidden && !page.customInternalUrl) ??
  sectionPages(section).find((page) => !page.customInternalUrl);

export function findPage(
  sections: SectionEntry[],
  sectionUrl: string,
  subsectionUrl: string | null,
  url: string,
): { section: SectionEntry; page: PageEntry } | null {
  const section = sections.find((entry) => entry.url === sectionUrl);
  if (!section) return null;
  const page = sectionPages(section).find(
    (entry) => entry.url === url && entry.subsectionUrl === (subsectionUrl ?? null),
  );
  return page ? { section, page } : null;
}

/** A page by its Url anywhere in the area (/account/pages/{url}). */
export function findPageByUrl(sections: SectionEntry[], url: string) {
  for (const section of sections) {
    const page = sectionPages(section).find((entry) => entry.url === url);
    if (page) return { section, page };
  }
  return null;
}

/** Where a menu entry for the page leads. */
export type PageHref = (page: PageEntry) => string;

import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { itPages } from '@/messages/it-pages';
import { sectionPages, type PageEntry, type PageHref, type SectionEntry } from '../lib/pages-tree';
import navClasses from '@/components/cms/side-nav.module.css';
import classes from './pages.module.css';

const inMenu = (page: PageEntry) => !page.hidden;

/** Until tablet width: the sections as a tab bar, the current one highlighted. */
export function SectionTabs({
  sections,
  activeUrl,
  sectionHref,
}: {
  sections: SectionEntry[];
  activeUrl: string | null;
  sectionHref: (section: SectionEntry) => string;
}) {
  return (
    <nav aria-label={itPages.sectionsLabel}>
      <ul className={classes.tabs}>
        {sections.map((section) => (
          <li key={section.id}>
            <NavLink
              to={sectionHref(section)}
              className={classes.tab}
              aria-current={section.url === activeUrl ? 'page' : 'false'}
            >
              {section.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mobile: a 'Pagine' dropdown of the pages in `pages`; choosing one opens it. */
export function PagesSelect({
  pages,
  current,
  pageHref,
}: {
  pages: PageEntry[];
  current: PageEntry | null;
  pageHref: PageHref;
}) {
  const navigate = useNavigate();
  const options = pages.filter(inMenu).map((page) => ({ value: pageHref(page), label: page.title }));
  const value = current ? pageHref(current) : '';
  if (current && !options.some((option) => option.value === value))
    options.unshift({ value, label: current.title });
  return (
    <NativeSelect
      label={itPages.pagesLabel}
      data={options}
      value={value}
      onChange={(event) => void navigate(event.currentTarget.value)}
      mb="md"
    />
  );
}

function PageLinks({ pages, pageHref }: { pages: PageEntry[]; pageHref: PageHref }) {
  return (
    <ul>
      {pages.filter(inMenu).map((page) => {
        const href = pageHref(page);
        return (
          <li key={`${page.id}-${href}`}>
            <NavLink to={href} end className={navClasses.navLink}>
              {page.title}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function SideNavSection({
  section,
  activePageId,
  pageHref,
}: {
  section: SectionEntry;
  activePageId: number | null;
  pageHref: PageHref;
}) {
  const containsActive = sectionPages(section).some((page) => page.id === activePageId);
  const [open, setOpen] = useState(containsActive);
  const listId = `pages-nav-${section.id}`;
  const body = (
    <div id={listId}>
      {section.items.map((item) =>
        item.kind === 'page' ? (
          inMenu(item) ? (
            <PageLinks key={item.id} pages={[item]} pageHref={pageHref} />
          ) : null
        ) : item.pages.some(inMenu) ? (
          <div key={item.id} className={classes.nested}>
            <div className={classes.subTitle}>{item.title}</div>
            <PageLinks pages={item.pages} pageHref={pageHref} />
          </div>
        ) : null,
      )}
    </div>
  );
  if (!section.collapsible) {
    return (
      <li>
        <div className={classes.groupTitle}>{section.title}</div>
        {body}
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={classes.groupTitle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {section.title}
        <i className={open ? 'ri-arrow-up-s-line' : 'ri-arrow-down-s-line'} aria-hidden />
      </button>
      {open && body}
    </li>
  );
}

/** Tablet and up: every section's pages; sections with collapsible_menu open and close. */
export function PagesSideNav({
  sections,
  activePageId,
  pageHref,
}: {
  sections: SectionEntry[];
  activePageId: number | null;
  pageHref: PageHref;
}) {
  return (
    <nav aria-label={itPages.sideNavLabel} className={navClasses.sideNav}>
      <ul>
        {sections.map((section) => (
          <SideNavSection
            key={section.id}
            section={section}
            activePageId={activePageId}
            pageHref={pageHref}
          />
        ))}
      </ul>
    </nav>
  );
}

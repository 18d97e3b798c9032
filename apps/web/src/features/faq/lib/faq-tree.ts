import type { CmsObject } from '@conto-gioco/shared/cms-constants';

/**
 * The FAQ area (V3_LayoutArea_FAQ): root → faq_section (faq_section_title, faq_section_description,
 * faq_section_url, faq_section_icon) → faq_subsection (faq_subsection_title) → faq_item
 * (faq_item_title, faq_item_body), or items directly under a section.
 */
export type FaqItem = { id: number; title: string; body: string };
export type FaqGroup = { id: number; title: string | null; items: FaqItem[] };
export type FaqSection = {
  id: number;
  title: string;
  description: string;
  url: string;
  /** A Remix Icon name, e.g. 'question-line'. */
  icon: string | null;
  /** Items directly under the section form a group without a title, in the area's order. */
  groups: FaqGroup[];
};

const text = (value: string | undefined) => value?.trim() ?? '';
const toItem = (object: CmsObject): FaqItem => ({
  id: object.Id,
  title: text(object.Parameters.faq_item_title) || object.Name,
  body: object.Parameters.faq_item_body ?? '',
});

export function buildFaq(root: CmsObject | null | undefined): FaqSection[] {
  if (!root) return [];
  return root.Children.filter((child) => child.TypeName === 'faq_section').flatMap((section) => {
    const url = text(section.Parameters.faq_section_url);
    if (!url) return [];
    const groups: FaqGroup[] = [];
    for (const child of section.Children) {
      if (child.TypeName === 'faq_item') {
        const last = groups.at(-1);
        if (last && last.title === null) last.items.push(toItem(child));
        else groups.push({ id: child.Id, title: null, items: [toItem(child)] });
      } else if (child.TypeName === 'faq_subsection') {
        groups.push({
          id: child.Id,
          title: text(child.Parameters.faq_subsection_title) || child.Name,
          items: child.Children.filter((grand) => grand.TypeName === 'faq_item').map(toItem),
        });
      }
    }
    const icon = text(section.Parameters.faq_section_icon).replace(/^ri-/, '');
    return [
      {
        id: section.Id,
        title: text(section.Parameters.faq_section_title) || section.Name,
        description: text(section.Parameters.faq_section_description),
        url,
        icon: /^[a-z0-9-]+$/.test(icon) ? icon : null,
        groups,
      },
    ];
  });
}

/**
 * CMS buttons (§2 'CMS buttons parsed'): an anchor with data-cms-action LOGIN or REGISTER becomes a
 * real button carrying the action; the page's click handler opens login or registration. Runs on
 * sanitised HTML, through the DOM (no string surgery).
 */
export function parseCmsButtons(html: string): string {
  if (!html.includes('data-cms-action')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const anchor of template.content.querySelectorAll('a[data-cms-action]')) {
    const action = anchor.getAttribute('data-cms-action')?.trim().toUpperCase();
    if (action !== 'LOGIN' && action !== 'REGISTER') continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'cms-button';
    button.setAttribute('data-cms-action', action);
    button.append(...anchor.childNodes);
    anchor.replaceWith(button);
  }
  return template.innerHTML;
}

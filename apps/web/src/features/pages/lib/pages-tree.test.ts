import { describe, expect, it } from 'vitest';
import { areaRoot, cmsNode } from '../testing/cms-fixtures';
import { buildSections, findPage, findPageByUrl, firstPage } from './pages-tree';

const page = (Title: string, Url: string, extra: Record<string, string> = {}) =>
  cmsNode('static_page', { Title, Url, ...extra });

const root = areaRoot('Pagine', [
  cmsNode(
    'static_pages_container',
    { static_page_section_title: 'Termini', static_page_section_url: 'termini' },
    [
      page('Nascosta', 'nascosta', { Hidden: 'true' }),
      page('Altrove', 'altrove', { CustomInternalUrl: '/faq' }),
      page('Condizioni', 'condizioni'),
      cmsNode('static_pages_container', { Title: 'Regole', SubContainerUrl: 'regole' }, [
        page('Poker', 'poker'),
      ]),
    ],
  ),
  cmsNode('html_block', {}),
]);

describe('institutional pages tree', () => {
  it('reads sections, subsections and pages in order; other types are ignored', () => {
    const sections = buildSections(root);
    expect(sections).toHaveLength(1);
    expect(sections[0]!.items.map((item) => (item.kind === 'page' ? item.url : `[${item.url}]`))).toEqual([
      'nascosta',
      'altrove',
      'condizioni',
      '[regole]',
    ]);
  });

  it("a section's address opens its first page that is in the menu and not elsewhere", () => {
    expect(firstPage(buildSections(root)[0]!)?.url).toBe('condizioni');
  });

  it('finds a page in its section or subsection only', () => {
    const sections = buildSections(root);
    expect(findPage(sections, 'termini', 'regole', 'poker')?.page.title).toBe('Poker');
    expect(findPage(sections, 'termini', null, 'poker')).toBeNull();
    expect(findPage(sections, 'termini', null, 'nascosta')?.page.hidden).toBe(true);
    expect(findPage(sections, 'altro', null, 'condizioni')).toBeNull();
    expect(findPageByUrl(sections, 'poker')?.section.url).toBe('termini');
  });
});

import { SEARCH_MIN_LENGTH } from '@conto-gioco/shared/cms-constants';

/** The in-page search (content-profile.md §2, §9): pure parts, tested on their own. */

/** A search starts only when the input is longer than 3 characters. */
export const isSearchable = (term: string) => term.trim().length >= SEARCH_MIN_LENGTH;

/** Where `term` occurs in `text`, case-insensitively, as [start, end) ranges that do not overlap. */
export function findMatches(text: string, term: string): [number, number][] {
  const needle = term.trim().toLocaleLowerCase('it');
  if (!needle) return [];
  const haystack = text.toLocaleLowerCase('it');
  // Lower-casing may change a string's length (rare letters); then matching the original is safer.
  const source = haystack.length === text.length ? haystack : text;
  const ranges: [number, number][] = [];
  let from = 0;
  for (;;) {
    const at = source.indexOf(needle, from);
    if (at < 0) break;
    ranges.push([at, at + needle.length]);
    from = at + needle.length;
  }
  return ranges;
}

/** The next (1) or previous (-1) match, wrapping around both ends; -1 when there is none. */
export function stepMatch(current: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (((current + direction) % count) + count) % count;
}

export const MARK_ATTRIBUTE = 'data-search-match';

/**
 * Wraps every match inside `root`'s text nodes in <mark>; returns the marks in document order.
 * Only text nodes are touched (the term never becomes markup), and a match does not span two nodes.
 */
export function highlightMatches(root: HTMLElement, term: string): HTMLElement[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const marks: HTMLElement[] = [];
  for (const node of nodes) {
    const ranges = findMatches(node.data, term);
    if (ranges.length === 0) continue;
    const fragment = root.ownerDocument.createDocumentFragment();
    let last = 0;
    for (const [start, end] of ranges) {
      if (start > last) fragment.append(node.data.slice(last, start));
      const mark = root.ownerDocument.createElement('mark');
      mark.setAttribute(MARK_ATTRIBUTE, '');
      mark.textContent = node.data.slice(start, end);
      fragment.append(mark);
      marks.push(mark);
      last = end;
    }
    if (last < node.data.length) fragment.append(node.data.slice(last));
    node.replaceWith(fragment);
  }
  return marks;
}

/** Puts the text back as it was before highlightMatches. */
export function clearHighlights(root: HTMLElement): void {
  const parents = new Set<Node>();
  for (const mark of root.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`)) {
    const parent = mark.parentNode;
    if (!parent) continue;
    mark.replaceWith(...mark.childNodes);
    parents.add(parent);
  }
  for (const parent of parents) parent.normalize();
}

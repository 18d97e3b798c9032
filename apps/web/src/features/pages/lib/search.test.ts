import { describe, expect, it } from 'vitest';
import { clearHighlights, findMatches, highlightMatches, isSearchable, stepMatch } from './search';

describe('in-page search rules', () => {
  it('starts only above 3 characters (spaces around do not count)', () => {
    expect(isSearchable('gio')).toBe(false);
    expect(isSearchable('  gio  ')).toBe(false);
    expect(isSearchable('gioc')).toBe(true);
  });

  it('finds every occurrence, case-insensitively, without overlaps', () => {
    expect(findMatches('Gioco, gioco e GIOCO', 'gioco')).toEqual([
      [0, 5],
      [7, 12],
      [15, 20],
    ]);
    expect(findMatches('aaaa', 'aa')).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(findMatches('nulla qui', 'gioco')).toEqual([]);
  });

  it('cycles forwards and backwards, wrapping at both ends', () => {
    expect(stepMatch(0, 3, 1)).toBe(1);
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(1, 3, -1)).toBe(0);
    expect(stepMatch(-1, 3, -1)).toBe(2);
    expect(stepMatch(0, 0, 1)).toBe(-1);
  });

  it('highlights in text nodes only and puts the text back exactly', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Il <b>gioco</b> responsabile: gioco sicuro</p><a href="/gioco">link</a>';
    const before = root.innerHTML;
    const marks = highlightMatches(root, 'gioco');
    expect(marks).toHaveLength(2);
    expect(marks.map((mark) => mark.textContent)).toEqual(['gioco', 'gioco']);
    // The href attribute is not text: untouched.
    expect(root.querySelector('a')).toHaveAttribute('href', '/gioco');
    clearHighlights(root);
    expect(root.innerHTML).toBe(before);
  });

  it('treats the search term as text, never as markup', () => {
    const root = document.createElement('div');
    root.textContent = 'scrivi <img src=x onerror=alert(1)> qui';
    const marks = highlightMatches(root, '<img src=x onerror=alert(1)>');
    expect(marks).toHaveLength(1);
    expect(root.querySelector('img')).toBeNull();
  });
});

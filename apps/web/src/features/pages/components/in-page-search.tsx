import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_SCROLL_DELAY_MS,
  SEARCH_SCROLL_OFFSET,
  SEARCH_STICKY_OFFSET,
} from '@conto-gioco/shared/cms-constants';
import { ActionIcon, Box, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { itPages } from '@/messages/it-pages';
import { clearHighlights, highlightMatches, isSearchable, stepMatch } from '../lib/search';
import classes from './pages.module.css';

type Props = {
  /** The rendered page text the search highlights in (its text nodes only). */
  contentRef: RefObject<HTMLElement | null>;
};

/**
 * In-page text search (content-profile.md §2): starts when the input is longer than 3 characters,
 * 200 ms after the last keystroke; highlights every match, counts them, and the arrows cycle through
 * them, wrapping around; the current one is scrolled into view 500 ms later. Key it by the page, so
 * that a new page starts a new search.
 */
export function InPageSearch({ contentRef }: Props) {
  const isMobile = useIsMobile();
  const t = itPages.search;
  const [input, setInput] = useState('');
  const [marks, setMarks] = useState<HTMLElement[]>([]);
  const [searched, setSearched] = useState(false);
  const [current, setCurrent] = useState(-1);
  const scrollOffset = isMobile ? SEARCH_SCROLL_OFFSET.mobile : SEARCH_SCROLL_OFFSET.other;
  const offsetRef = useRef(scrollOffset);
  useEffect(() => {
    offsetRef.current = scrollOffset;
  }, [scrollOffset]);

  // Debounced: the page is searched 200 ms after the last change of the input.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const root = contentRef.current;
      if (!root) return;
      clearHighlights(root);
      if (!isSearchable(input)) {
        setMarks([]);
        setCurrent(-1);
        setSearched(false);
        return;
      }
      const found = highlightMatches(root, input);
      setMarks(found);
      setCurrent(found.length > 0 ? 0 : -1);
      setSearched(true);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, contentRef]);

  // The current match is marked at once and scrolled to (below the sticky bar) 500 ms later.
  useEffect(() => {
    const mark = marks[current];
    if (!mark) return;
    mark.setAttribute('data-current', 'true');
    const timer = window.setTimeout(() => {
      const top = mark.getBoundingClientRect().top + window.scrollY - offsetRef.current;
      window.scrollTo({ top, behavior: 'smooth' });
    }, SEARCH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      mark.removeAttribute('data-current');
    };
  }, [marks, current]);

  const clear = () => {
    if (contentRef.current) clearHighlights(contentRef.current);
    setInput('');
    setMarks([]);
    setCurrent(-1);
    setSearched(false);
  };
  const step = (direction: 1 | -1) => setCurrent((index) => stepMatch(index, marks.length, direction));

  return (
    <Box
      className={classes.search}
      style={{ top: isMobile ? SEARCH_STICKY_OFFSET.mobile : SEARCH_STICKY_OFFSET.other }}
      role="search"
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label={t.label}
          placeholder={t.placeholder}
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') step(event.shiftKey ? -1 : 1);
            if (event.key === 'Escape') clear();
          }}
          leftSection={<i className="ri-search-line" aria-hidden />}
          rightSection={
            input ? (
              <ActionIcon variant="subtle" color="gray" aria-label={t.clear} onClick={clear}>
                <i className="ri-close-line" aria-hidden />
              </ActionIcon>
            ) : null
          }
        />
        <Text size="sm" miw={72} ta="center" aria-live="polite" data-testid="search-count">
          {searched ? (marks.length > 0 ? t.count(current + 1, marks.length) : t.noResults) : ''}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t.previous}
          disabled={marks.length === 0}
          onClick={() => step(-1)}
        >
          <i className="ri-arrow-up-s-line" aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t.next}
          disabled={marks.length === 0}
          onClick={() => step(1)}
        >
          <i className="ri-arrow-down-s-line" aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}

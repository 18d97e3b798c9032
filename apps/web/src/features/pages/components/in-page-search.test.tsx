import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulateMobile } from '@/testing/media';
import { InPageSearch } from './in-page-search';

const TEXT =
  '<p>Il gioco è vietato ai minori. Gioca responsabilmente.</p><p>Il <b>gioco</b> può causare dipendenza: gioco sicuro.</p>';

function Harness() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <>
      <InPageSearch contentRef={ref} />
      <div ref={ref} data-testid="content" dangerouslySetInnerHTML={{ __html: TEXT }} />
    </>
  );
}

const renderSearch = () =>
  render(
    <MantineProvider>
      <Harness />
    </MantineProvider>,
  );
const input = () => screen.getByRole('textbox', { name: 'Cerca nella pagina' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const marks = () => [...screen.getByTestId('content').querySelectorAll('mark')];
const currentMark = () => screen.getByTestId('content').querySelector('mark[data-current]');
const count = () => screen.getByTestId('search-count').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('in-page search', () => {
  it('does not search with 3 characters, does with 4', () => {
    renderSearch();
    type('gio');
    tick(1000);
    expect(marks()).toHaveLength(0);
    expect(count()).toBe('');
    type('gioc');
    tick(200);
    // 'gioc' is in 'gioco' ×3 and 'Gioca' ×1.
    expect(marks()).toHaveLength(4);
    expect(count()).toBe('1 di 4');
  });

  it('waits 200 ms after the last keystroke', () => {
    renderSearch();
    type('gioco');
    tick(150);
    type('gioco ');
    tick(150);
    expect(marks()).toHaveLength(0);
    tick(50);
    expect(marks()).toHaveLength(3);
  });

  it('says when nothing is found', () => {
    renderSearch();
    type('roulette');
    tick(200);
    expect(count()).toBe('Nessun risultato');
    expect(screen.getByRole('button', { name: 'Risultato successivo' })).toBeDisabled();
  });

  it('cycles with the arrows and wraps around both ends', () => {
    renderSearch();
    type('gioco');
    tick(200);
    const all = marks();
    expect(currentMark()).toBe(all[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Risultato precedente' }));
    expect(count()).toBe('3 di 3');
    expect(currentMark()).toBe(all[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Risultato successivo' }));
    expect(count()).toBe('1 di 3');
    fireEvent.click(screen.getByRole('button', { name: 'Risultato successivo' }));
    expect(count()).toBe('2 di 3');
    expect(currentMark()).toBe(all[1]);
    expect(document.querySelectorAll('mark[data-current]')).toHaveLength(1);
  });

  it('scrolls to the current match 500 ms later, 200 px below the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderSearch();
    type('gioco');
    tick(200);
    vi.spyOn(marks()[0]!, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    tick(499);
    expect(scrollTo).not.toHaveBeenCalled();
    tick(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 700, behavior: 'smooth' });
  });

  it('on mobile: offset 210, sticky at 44 (70 otherwise)', () => {
    const restore = emulateMobile();
    try {
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      renderSearch();
      expect(screen.getByRole('search')).toHaveStyle({ top: '44px' });
      type('gioco');
      tick(200);
      vi.spyOn(marks()[0]!, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
      tick(500);
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 690, behavior: 'smooth' });
    } finally {
      restore();
    }
  });

  it('is sticky at 70 px on wider screens', () => {
    renderSearch();
    expect(screen.getByRole('search')).toHaveStyle({ top: '70px' });
  });

  it('the close icon clears the input and every highlight, leaving the text as it was', () => {
    renderSearch();
    const before = screen.getByTestId('content').innerHTML;
    type('gioco');
    tick(200);
    expect(marks()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi la ricerca' }));
    expect(input()).toHaveValue('');
    expect(marks()).toHaveLength(0);
    expect(count()).toBe('');
    expect(screen.getByTestId('content').innerHTML).toBe(before);
  });
});

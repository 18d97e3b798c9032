import { vi } from 'vitest';

/** window.matchMedia for jsdom, which lacks it (Mantine measures with it): `matches` per query. */
export const matchMediaMock = (matches: (query: string) => boolean) =>
  vi.fn().mockImplementation((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));

/** Emulates a viewport below the sm breakpoint; returns what puts the previous one back. */
export function emulateMobile(): () => void {
  const original = window.matchMedia;
  window.matchMedia = matchMediaMock((query) => query.includes('max-width'));
  return () => {
    window.matchMedia = original;
  };
}

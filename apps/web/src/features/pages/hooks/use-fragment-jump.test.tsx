import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFragmentJump } from './use-fragment-jump';

function Probe({ ready }: { ready: boolean }) {
  useFragmentJump(ready);
  return (
    <>
      <h2 id="altro">Altro</h2>
      <h2 id="regole poker">Regole</h2>
    </>
  );
}

const renderAt = (url: string, ready: boolean) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe ready={ready} />
    </MemoryRouter>,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('jump to the URL fragment', () => {
  it('500 ms after the page is shown, to the element the (encoded) fragment names', () => {
    const jump = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderAt('/pages/a/b/c#regole%20poker', true);
    act(() => vi.advanceTimersByTime(499));
    expect(jump).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(jump).toHaveBeenCalledOnce();
    expect(jump.mock.contexts[0]).toHaveAttribute('id', 'regole poker');
  });

  it('not before the content is there, and not without a fragment', () => {
    const jump = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderAt('/pages/a/b/c#altro', false);
    act(() => vi.advanceTimersByTime(2000));
    renderAt('/pages/a/b/c', true);
    act(() => vi.advanceTimersByTime(2000));
    expect(jump).not.toHaveBeenCalled();
  });
});

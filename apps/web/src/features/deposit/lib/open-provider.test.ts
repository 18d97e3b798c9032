import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, openProvider, PROVIDER_WINDOW } from './open-provider';

afterEach(() => vi.restoreAllMocks());

describe('browser.post', () => {
  it('posts a hidden-field form to the target and removes it', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    browser.post('/sandbox/pay', { payment_id: 'SBX-1', amount: '2000' }, '_blank');
    expect(submitted).toHaveLength(1);
    const form = submitted[0];
    expect(form?.method).toBe('post');
    expect(form?.getAttribute('action')).toBe('/sandbox/pay');
    expect(form?.target).toBe('_blank');
    expect(
      [...(form?.querySelectorAll('input') ?? [])].map((input) => [input.type, input.name, input.value]),
    ).toEqual([
      ['hidden', 'payment_id', 'SBX-1'],
      ['hidden', 'amount', '2000'],
    ]);
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('openProvider', () => {
  const web = { appShell: false, inAppBrowser: false };

  it('redirects in the browser, opens a modal, posts a form', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const post = vi.spyOn(browser, 'post').mockImplementation(() => {});
    expect(openProvider({ type: 'redirect', url: '/a' }, web)).toEqual({ kind: 'left' });
    expect(assign).toHaveBeenCalledWith('/a');
    expect(openProvider({ type: 'modal', url: '/m' }, web)).toEqual({ kind: 'modal', url: '/m' });
    expect(openProvider({ type: 'form', action: '/f', fields: {}, newTab: true }, web)).toEqual({
      kind: 'elsewhere',
    });
    expect(post).toHaveBeenCalledWith('/f', {}, PROVIDER_WINDOW);
  });
});

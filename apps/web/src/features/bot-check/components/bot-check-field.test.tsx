import { MantineProvider } from '@mantine/core';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BotCheckField } from './bot-check-field';

// The real widget needs Web Workers and WebCrypto; here a stand-in element plays its part.
vi.mock('../lib/altcha', () => ({}));

class FakeAltchaWidget extends HTMLElement {
  verify = vi.fn(async () => undefined);
}
if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltchaWidget);

const renderField = (onPayload = vi.fn()) => {
  const utils = render(
    <MantineProvider>
      <BotCheckField action="AccountLogin" onPayload={onPayload} />
    </MantineProvider>,
  );
  return { ...utils, onPayload };
};

const widgetIn = async (container: HTMLElement) => {
  await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
  return container.querySelector('altcha-widget') as unknown as FakeAltchaWidget;
};

const stateChange = (widget: HTMLElement, state: string, payload: string | null = null) =>
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });

describe('BotCheckField', () => {
  beforeEach(() => vi.stubGlobal('Worker', class {}));
  afterEach(() => vi.unstubAllGlobals());

  // First in the file: once armed, every later field of the page loads at once.
  it('loads the widget only when the player first touches the page, then at once for later fields', async () => {
    const { container, unmount } = render(
      <MantineProvider>
        <BotCheckField action="AccountLogin" onPayload={vi.fn()} />
      </MantineProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.querySelector('altcha-widget')).toBeNull();
    act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await widgetIn(container);
    unmount();
    await widgetIn(renderField().container);
  });

  it('shows the widget, in Italian, solving by itself the challenge of its action', async () => {
    const { container } = renderField();
    const widget = await widgetIn(container);
    expect(widget).toHaveAttribute('challenge', '/api/Account/BotCheckChallenge?action=AccountLogin');
    expect(widget).toHaveAttribute('auto', 'onload');
    expect(widget).toHaveAttribute('language', 'it');
    expect(JSON.parse(widget.getAttribute('configuration')!)).toMatchObject({ hideFooter: true });
  });

  it('reports the payload once solved, and null again when it is no longer good', async () => {
    const { container, onPayload } = renderField();
    const widget = await widgetIn(container);
    await stateChange(widget, 'verifying');
    expect(onPayload).toHaveBeenLastCalledWith(null);
    await stateChange(widget, 'verified', 'cGF5bG9hZA==');
    expect(onPayload).toHaveBeenLastCalledWith('cGF5bG9hZA==');
    await stateChange(widget, 'error');
    expect(onPayload).toHaveBeenLastCalledWith(null);
  });

  it('solves a new challenge at once when the solved one expires unused', async () => {
    const { container, onPayload } = renderField();
    const widget = await widgetIn(container);
    await stateChange(widget, 'verified', 'cGF5bG9hZA==');
    await stateChange(widget, 'expired');
    expect(onPayload).toHaveBeenLastCalledWith(null);
    expect(widget.verify).toHaveBeenCalledTimes(1);
  });

  it('stops listening once unmounted', async () => {
    const { container, onPayload, unmount } = renderField();
    const widget = await widgetIn(container);
    unmount();
    await stateChange(widget, 'verified', 'cGF5bG9hZA==');
    expect(onPayload).not.toHaveBeenCalled();
  });

  it('loads nothing where no Web Worker can solve the challenge', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', undefined);
    const { container, onPayload } = renderField();
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('altcha-widget')).toBeNull();
    expect(onPayload).not.toHaveBeenCalled();
  });
});

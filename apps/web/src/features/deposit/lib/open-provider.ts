import type { DepositAction } from '@conto-gioco/shared/deposit';

/**
 * The window a new-tab method's form is posted into. Safari and app WebViews open a window only
 * in the click's own turn, and Ricarica answers later: the form opens it empty at the click
 * (`browser.openBlank`) and the signed form is posted into it by name.
 */
export const PROVIDER_WINDOW = 'conto-gioco-pagamento';

/** Where a submit goes in the browser; a module of its own so that tests can watch it. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  open: (url: string, target: string) => {
    window.open(url, target);
  },
  openBlank: (name: string): Window | null => window.open('', name),
  /** Builds a form of hidden fields, posts it and removes it. */
  post: (action: string, fields: Record<string, string>, target: string) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = action;
    form.target = target;
    form.style.display = 'none';
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
    form.remove();
  },
};

export type Context = {
  /** Inside the mobile app shell (a WebView). */
  appShell: boolean;
  /** OpenDepositOnApp_InAppBrowser_Attivo: in the app, the provider opens in the in-app browser. */
  inAppBrowser: boolean;
};

/** What the screen does after it: 'left' (the page is going away), 'modal', or 'elsewhere' (another window). */
export type Outcome = { kind: 'left' } | { kind: 'modal'; url: string } | { kind: 'elsewhere' };

/**
 * Takes the browser to the provider (money.md §2 'Deposit'). A redirect leaves the page, except in
 * the app shell, where the provider opens in the in-app browser (a new window, which the shell
 * keeps inside the app) or, with OpenDepositOnApp_InAppBrowser_Attivo off, in the system browser
 * (`_system`). A modal draws the provider page in an iframe. A form posts its hidden fields, in a
 * new window when the method asks for one (in the app shell the shell decides where it opens).
 */
export function openProvider(action: DepositAction, context: Context): Outcome {
  switch (action.type) {
    case 'redirect':
      if (context.appShell) {
        browser.open(action.url, context.inAppBrowser ? '_blank' : '_system');
        return { kind: 'elsewhere' };
      }
      browser.assign(action.url);
      return { kind: 'left' };
    case 'modal':
      return { kind: 'modal', url: action.url };
    case 'form':
      browser.post(action.action, action.fields, action.newTab ? PROVIDER_WINDOW : '_self');
      return action.newTab ? { kind: 'elsewhere' } : { kind: 'left' };
  }
}

import { describe, expect, it } from 'vitest';
import { isPlainSanitisedHtml } from './server-sanitised-html';

describe('isPlainSanitisedHtml', () => {
  it('takes the text markup the server sanitiser gives as it comes', () => {
    expect(
      isPlainSanitisedHtml(
        '<h2>Registrati</h2><p>Il <strong>100%</strong> fino a 500&nbsp;€ &amp; giri gratis. Bonus: 10 €</p>' +
          '<table><thead><tr><th scope="col">Metodo</th></tr></thead><tbody><tr><td>PayPal</td></tr></tbody></table>' +
          '<a href="/faq">FAQ</a> <a href="https://adm.example.it" target="_blank" rel="noopener noreferrer">ADM</a>' +
          '<img src="/storage/public/media/logo.svg" alt=""><br><small>18+</small><a href="mailto:a@b.it">scrivi</a>',
      ),
    ).toBe(true);
  });

  it.each([
    ['a script', '<p>ok</p><script>alert(1)</script>'],
    ['a style element', '<style>p{}</style>'],
    ['an SVG', '<svg><a href="#">x</a></svg>'],
    ['a comment', '<!-- x --><p>ok</p>'],
    ['an event handler', '<img src="x" onerror="alert(1)">'],
    ['an event handler after a slash', '<img/src="x"/onerror=alert(1)>'],
    ['a javascript: URL', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: URL with a tab inside', '<a href="java\tscript:alert(1)">x</a>'],
    ['a data: URL', '<a href="data:text/html,x">x</a>'],
    ['a numeric character reference', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a named character reference', '<a href="javascript&colon;alert(1)">x</a>'],
    ['a qs_ placeholder', '<p>Ciao qs_nome</p>'],
    ['a form', '<form><input name="q"></form>'],
    ['a new-tab link without rel', '<a href="https://adm.example.it" target="_blank">ADM</a>'],
  ])('sends HTML with %s through the sanitiser', (_, html) => {
    expect(isPlainSanitisedHtml(html)).toBe(false);
  });
});

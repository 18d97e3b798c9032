import { describe, expect, it } from 'vitest';
import { escapeHtml, fillQueryPlaceholders, isBrowserLink } from './cms-api';

describe('CMS text helpers', () => {
  it('qs_{name} becomes the same-named query value, HTML-escaped; a missing one becomes empty', () => {
    expect(fillQueryPlaceholders('<p>Ciao qs_nome qs_cognome!</p>', '?nome=Ada&cognome=Lovelace')).toBe(
      '<p>Ciao Ada Lovelace!</p>',
    );
    expect(fillQueryPlaceholders('<a title="qs_x">qs_x</a>', '?x=%22%3E%3Cscript%3E')).toBe(
      '<a title="&quot;&gt;&lt;script&gt;">&quot;&gt;&lt;script&gt;</a>',
    );
    expect(fillQueryPlaceholders('codice: qs_codice.', '')).toBe('codice: .');
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('https and mailto links (and other schemes, new tabs, files) are the browser’s; the rest is routed in the app', () => {
    expect(isBrowserLink('https://www.adm.gov.it/')).toBe(true);
    expect(isBrowserLink('mailto:aiuto@contogioco.it')).toBe(true);
    expect(isBrowserLink('/redirect?to=https%3A%2F%2Fx')).toBe(true);
    expect(isBrowserLink('tel:+39021234')).toBe(true);
    expect(isBrowserLink('//cdn.example.com/x')).toBe(true);
    expect(isBrowserLink('/faq', '_blank')).toBe(true);
    expect(isBrowserLink('/storage/public/static-pages/globals/it/contratto-di-gioco.pdf')).toBe(true);
    expect(isBrowserLink('/faq')).toBe(false);
    expect(isBrowserLink('/pages/pagine-istituzionali/termini-e-policies/privacy-policy?x=1#a')).toBe(false);
    expect(isBrowserLink('/faq', '_self')).toBe(false);
    expect(isBrowserLink('#sezione')).toBe(false);
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle, SiteNameProvider, documentTitle } from './document-title';

describe('document title', () => {
  it("is '{title} - {site name}', the site name alone for the home", () => {
    expect(documentTitle('Termini e condizioni', 'Conto Gioco')).toBe('Termini e condizioni - Conto Gioco');
    expect(documentTitle('  ', 'Conto Gioco')).toBe('Conto Gioco');
  });

  it("takes the site's name from the provider; the site name alone while a page's title is unknown or on leaving it", () => {
    const { rerender } = render(
      <SiteNameProvider name="Gioco Demo">
        <DocumentTitle title="Privacy" />
      </SiteNameProvider>,
    );
    expect(document.title).toBe('Privacy - Gioco Demo');
    rerender(
      <SiteNameProvider name="Gioco Demo">
        <DocumentTitle title={null} />
      </SiteNameProvider>,
    );
    expect(document.title).toBe('Gioco Demo');
    rerender(
      <SiteNameProvider name="Gioco Demo">
        <DocumentTitle home />
      </SiteNameProvider>,
    );
    expect(document.title).toBe('Gioco Demo');
    rerender(
      <SiteNameProvider name="Gioco Demo">
        <DocumentTitle title="Privacy" />
      </SiteNameProvider>,
    );
    rerender(<SiteNameProvider name="Gioco Demo">{null}</SiteNameProvider>);
    expect(document.title).toBe('Gioco Demo');
  });
});

import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router';

/** The path pattern of the deepest route an address lands on. */
const routeOf = (pathname: string) => matchRoutes(createRoutes(), pathname)?.at(-1)?.route.path;

describe('route ranking', () => {
  it('static routes win over the service pages /{page} and /{page}/{subpage}', () => {
    expect(routeOf('/faq')).toBe('/faq');
    expect(routeOf('/faq/conto')).toBe('/faq/:section');
    expect(routeOf('/account')).toBe('/account');
    expect(routeOf('/account/login')).toBe('/account/login');
    expect(routeOf('/account/prelievo')).toBe('/account/prelievo');
    expect(routeOf('/account/pages/come-prelevare')).toBe('/account/pages/:page');
    expect(routeOf('/account/edit/anagrafica')).toBe('/account/edit/anagrafica');
    expect(routeOf('/sso/login')).toBe('/sso/login');
    expect(routeOf('/pages/pagine-istituzionali')).toBe('/pages/:layoutarea');
    expect(routeOf('/pages/pagine-istituzionali/termini')).toBe('/pages/:layoutarea/:section');
  });

  it('what nothing else claims goes to the service pages, then to not found', () => {
    expect(routeOf('/chi-siamo')).toBe('/:page');
    expect(routeOf('/termini')).toBe('/:page');
    expect(routeOf('/regolamento-poker/texas')).toBe('/:page/:subpage');
    expect(routeOf('/pages/a/b/c/d/e')).toBe('*');
  });

  it('the home page stays the index route', () => {
    const matches = matchRoutes(createRoutes(), '/');
    expect(matches?.at(-1)?.route.index).toBe(true);
  });
});

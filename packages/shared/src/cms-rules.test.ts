import { describe, expect, it } from 'vitest';
import type { CmsObject } from './cms.ts';
import {
  ctaShown,
  isBetaLocation,
  isExpiredPromo,
  isVisibleFor,
  matchesHierarchy,
  matchesResolution,
  orderChildren,
  shuffled,
  treeForViewer,
  type CmsViewer,
} from './cms-rules.ts';

const guest: CmsViewer = { loggedIn: false, hierarchy: null };
const player: CmsViewer = { loggedIn: true, hierarchy: null };
const networkPlayer: CmsViewer = { loggedIn: true, hierarchy: 'RETE-07' };
const otherNetworkPlayer: CmsViewer = { loggedIn: true, hierarchy: 'RETE-01' };

let nextId = 1;
const node = (patch: Partial<CmsObject> = {}): CmsObject => ({
  Id: nextId++,
  Name: 'x',
  TypeName: 'elemento_visore_generico',
  Hierarchy: null,
  Children: [],
  Parameters: {},
  Visibility: 1,
  ViewOrder: 10,
  Risoluzione: 0,
  ...patch,
});
const names = (objects: readonly CmsObject[]) => objects.map((object) => object.Name);

describe('isVisibleFor (visibility codes, §4)', () => {
  it.each([
    [1, false, false, true],
    [1, true, false, true],
    [2, false, false, true],
    [2, true, false, false],
    [3, false, false, false],
    [3, true, false, true],
    [4, false, false, false],
    [4, true, false, false],
    [4, false, true, true],
    [4, true, true, true],
  ])('visibility %i, logged in %s, beta %s: %s', (visibility, loggedIn, beta, shown) => {
    expect(isVisibleFor(visibility, { loggedIn, beta })).toBe(shown);
  });

  it('hides an unknown code', () => {
    expect(isVisibleFor(0, { loggedIn: true, beta: true })).toBe(false);
    expect(isVisibleFor(5, { loggedIn: true, beta: true })).toBe(false);
  });
});

describe('isBetaLocation', () => {
  it('is the beta site or the local port 4201', () => {
    expect(isBetaLocation({ hostname: 'beta.contogioco.it', port: '' })).toBe(true);
    expect(isBetaLocation({ hostname: 'localhost', port: '4201' })).toBe(true);
    expect(isBetaLocation({ hostname: 'www.contogioco.it', port: '' })).toBe(false);
    expect(isBetaLocation({ hostname: 'localhost', port: '4200' })).toBe(false);
    expect(isBetaLocation({ hostname: 'notbeta.contogioco.it', port: '' })).toBe(false);
  });
});

describe('matchesResolution (§4: 0 all, 1 desktop, 2 mobile)', () => {
  it.each([
    [0, 'mobile', true],
    [0, 'desktop', true],
    [1, 'mobile', false],
    [1, 'desktop', true],
    [2, 'mobile', true],
    [2, 'desktop', false],
  ] as const)('risoluzione %i on %s: %s', (risoluzione, device, shown) => {
    expect(matchesResolution(risoluzione, device)).toBe(shown);
  });
});

describe('matchesHierarchy', () => {
  it('shows content without a hierarchy to everyone', () => {
    for (const viewer of [guest, player, networkPlayer]) {
      expect(matchesHierarchy(null, viewer)).toBe(true);
      expect(matchesHierarchy('', viewer)).toBe(true);
      expect(matchesHierarchy(' , ', viewer)).toBe(true);
    }
  });

  it('shows network content only to logged-in players of a listed network', () => {
    expect(matchesHierarchy('RETE-07', networkPlayer)).toBe(true);
    expect(matchesHierarchy('RETE-01, RETE-07', networkPlayer)).toBe(true);
    expect(matchesHierarchy('RETE-07', otherNetworkPlayer)).toBe(false);
    expect(matchesHierarchy('RETE-07', player)).toBe(false);
    expect(matchesHierarchy('RETE-07', guest)).toBe(false);
    expect(matchesHierarchy('RETE-07', { loggedIn: false, hierarchy: 'RETE-07' })).toBe(false);
  });
});

describe('isExpiredPromo (§4: promos with an expiry in the past are dropped)', () => {
  const promo = (Scadenza?: string): Pick<CmsObject, 'TypeName' | 'Parameters'> => ({
    TypeName: 'promo',
    Parameters: Scadenza === undefined ? {} : { Scadenza },
  });
  const at = (iso: string) => new Date(iso);

  it('drops a promo whose date-time is past, keeps one still to come', () => {
    expect(isExpiredPromo(promo('2026-03-01T10:00:00Z'), at('2026-03-01T10:00:01Z'))).toBe(true);
    expect(isExpiredPromo(promo('2026-03-01T10:00:00Z'), at('2026-03-01T09:59:59Z'))).toBe(false);
  });

  it('keeps a promo without an expiry, or with one that is not a date', () => {
    expect(isExpiredPromo(promo(), at('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isExpiredPromo(promo('  '), at('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isExpiredPromo(promo('presto'), at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('never drops another type, whatever its Scadenza', () => {
    expect(
      isExpiredPromo(
        { TypeName: 'elemento_visore_generico', Parameters: { Scadenza: '2000-01-01' } },
        at('2030-01-01'),
      ),
    ).toBe(false);
  });

  it('lets a date-only expiry last to the end of that day in Italy (winter, UTC+1)', () => {
    // 23:30 in Rome on 15 January is 22:30 UTC: still that day.
    expect(isExpiredPromo(promo('2026-01-15'), at('2026-01-15T22:30:00Z'))).toBe(false);
    // 00:00:01 in Rome on 16 January.
    expect(isExpiredPromo(promo('2026-01-15'), at('2026-01-15T23:00:01Z'))).toBe(true);
  });

  it('lets a date-only expiry last to the end of that day in Italy (summer, UTC+2)', () => {
    expect(isExpiredPromo(promo('2026-07-15'), at('2026-07-15T21:59:00Z'))).toBe(false);
    // 00:30 in Rome on 16 July: the day is over (a fixed +01:00 would still show it).
    expect(isExpiredPromo(promo('2026-07-15'), at('2026-07-15T22:30:00Z'))).toBe(true);
  });
});

describe('orderChildren (§3: ordered by login state)', () => {
  const a = node({ Name: 'a', ViewOrder: 30, Parameters: { ViewOrderLogged: '10' } });
  const b = node({ Name: 'b', ViewOrder: 10 });
  const c = node({ Name: 'c', ViewOrder: 20, Parameters: { ViewOrderLogged: 'x' } });

  it('orders by ViewOrder for a guest, ignoring ViewOrderLogged', () => {
    expect(names(orderChildren([a, b, c], false))).toEqual(['b', 'c', 'a']);
  });

  it('orders by ViewOrderLogged when logged in, ViewOrder where it is missing or not a number', () => {
    expect(names(orderChildren([b, c, a], true))).toEqual(['a', 'b', 'c']);
  });

  it('keeps the Id order on a tie, and leaves the input alone', () => {
    const first = node({ Name: 'first', ViewOrder: 10 });
    const second = node({ Name: 'second', ViewOrder: 10 });
    const input = [second, first];
    expect(names(orderChildren(input, false))).toEqual(['first', 'second']);
    expect(names(input)).toEqual(['second', 'first']);
  });
});

describe('treeForViewer (the server part)', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const tree = () =>
    node({
      Name: 'root',
      TypeName: 'layout_area',
      Children: [
        node({ Name: 'always', ViewOrder: 40 }),
        node({ Name: 'guests', Visibility: 2, ViewOrder: 30 }),
        node({
          Name: 'players',
          Visibility: 3,
          ViewOrder: 20,
          Parameters: { ViewOrderLogged: '50' },
          Children: [node({ Name: 'nested-network', Hierarchy: 'RETE-07' }), node({ Name: 'nested' })],
        }),
        node({ Name: 'beta', Visibility: 4, ViewOrder: 10 }),
        node({ Name: 'network', Hierarchy: 'RETE-07', ViewOrder: 60 }),
        node({ Name: 'desktop', Risoluzione: 1, ViewOrder: 70 }),
        node({ Name: 'expired', TypeName: 'promo', Parameters: { Scadenza: '2026-05-31' }, ViewOrder: 80 }),
        node({ Name: 'current', TypeName: 'promo', Parameters: { Scadenza: '2026-06-01' }, ViewOrder: 90 }),
      ],
    });

  it('gives a guest the always, logged-out, beta and resolution-specific content, in ViewOrder', () => {
    expect(names(treeForViewer(tree(), guest, now).Children)).toEqual([
      'beta',
      'guests',
      'always',
      'desktop',
      'current',
    ]);
  });

  it('gives a player the logged-in content instead, ordered by ViewOrderLogged, and filters nested levels', () => {
    const result = treeForViewer(tree(), networkPlayer, now);
    expect(names(result.Children)).toEqual(['beta', 'always', 'players', 'network', 'desktop', 'current']);
    expect(names(result.Children.find((child) => child.Name === 'players')!.Children)).toEqual([
      'nested-network',
      'nested',
    ]);
  });

  it('keeps network content from a player of another network, at every level', () => {
    const result = treeForViewer(tree(), otherNetworkPlayer, now);
    expect(names(result.Children)).not.toContain('network');
    expect(names(result.Children.find((child) => child.Name === 'players')!.Children)).toEqual(['nested']);
  });

  it('does not change the tree it is given', () => {
    const original = tree();
    const count = original.Children.length;
    treeForViewer(original, guest, now);
    expect(original.Children).toHaveLength(count);
  });
});

describe('shuffled (selectMode 1)', () => {
  /** A fixed sequence of numbers in [0, 1). */
  const sequence = (...values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length]!;
  };

  it('is deterministic with an injected random source', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(shuffled(items, sequence(0, 0, 0))).toEqual(['b', 'c', 'd', 'a']);
    expect(shuffled(items, sequence(0.99, 0.99, 0.99))).toEqual(['a', 'b', 'c', 'd']);
    expect(shuffled(items, sequence(0.5, 0.5, 0.5))).toEqual(shuffled(items, sequence(0.5, 0.5, 0.5)));
  });

  it('keeps every item once and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const result = shuffled(items, sequence(0.3, 0.7, 0.1, 0.9));
    expect([...result].sort()).toEqual(items);
    expect(result).not.toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('ctaShown (button conditions, §4)', () => {
  it.each([
    [undefined, false, true],
    [undefined, true, true],
    ['', true, true],
    ['NOTLOGGED', false, true],
    ['NOTLOGGED', true, false],
    ['LOGGED', false, false],
    ['LOGGED', true, true],
    [' logged ', true, true],
    ['notlogged', true, false],
  ])('condition %j, logged in %s: %s', (condition, loggedIn, shown) => {
    expect(ctaShown(condition, loggedIn)).toBe(shown);
  });
});

import type { SandboxEvent, SandboxFixtures } from '@conto-gioco/shared/play-sandbox';

/**
 * The sandbox's palinsesto: a handful of fixed football events, each with a 1X2 and an
 * Under/Over 2,5 market (Cod_Esito 1-3 and 4-5, odds in hundredths), always a few days ahead of
 * today so that they stay pre-match; a few slots and scratch cards.
 */

type FixtureEvent = Omit<SandboxEvent, 'eventDate' | 'markets'> & {
  /** Days after today, and the kick-off hour (UTC). */
  inDays: number;
  hour: number;
  odds: { home: number; draw: number; away: number; under: number; over: number };
};

const EVENTS: FixtureEvent[] = [
  {
    eventId: 'SBX-EV-1',
    eventName: 'Roma - Lazio',
    groupName: 'Calcio - Serie A',
    inDays: 1,
    hour: 19,
    odds: { home: 210, draw: 320, away: 350, under: 175, over: 200 },
  },
  {
    eventId: 'SBX-EV-2',
    eventName: 'Milan - Inter',
    groupName: 'Calcio - Serie A',
    inDays: 1,
    hour: 17,
    odds: { home: 260, draw: 310, away: 270, under: 190, over: 185 },
  },
  {
    eventId: 'SBX-EV-3',
    eventName: 'Juventus - Napoli',
    groupName: 'Calcio - Serie A',
    inDays: 2,
    hour: 19,
    odds: { home: 225, draw: 300, away: 330, under: 165, over: 215 },
  },
  {
    eventId: 'SBX-EV-4',
    eventName: 'Real Madrid - Barcellona',
    groupName: 'Calcio - Liga',
    inDays: 2,
    hour: 20,
    odds: { home: 195, draw: 360, away: 340, under: 220, over: 160 },
  },
  {
    eventId: 'SBX-EV-5',
    eventName: 'Arsenal - Chelsea',
    groupName: 'Calcio - Premier League',
    inDays: 3,
    hour: 16,
    odds: { home: 180, draw: 370, away: 420, under: 205, over: 170 },
  },
];

export const MARKET_1X2 = '1X2';
export const MARKET_UNDER_OVER = 'UO25';

export function fixtureEvents(now: Date = new Date()): SandboxEvent[] {
  return EVENTS.map(({ inDays, hour, odds, ...event }) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + inDays, hour));
    return {
      ...event,
      eventDate: date.toISOString(),
      markets: [
        {
          marketCode: MARKET_1X2,
          market: 'Esito finale 1X2',
          outcomes: [
            { outcomeCode: 1, outcome: '1', odds: odds.home },
            { outcomeCode: 2, outcome: 'X', odds: odds.draw },
            { outcomeCode: 3, outcome: '2', odds: odds.away },
          ],
        },
        {
          marketCode: MARKET_UNDER_OVER,
          market: 'Under/Over 2,5',
          outcomes: [
            { outcomeCode: 4, outcome: 'Under 2,5', odds: odds.under },
            { outcomeCode: 5, outcome: 'Over 2,5', odds: odds.over },
          ],
        },
      ],
    };
  });
}

export const SLOTS = [
  { game: 'Frutti di Prova', platform: 'Sandbox Slot' },
  { game: 'Tesoro del Faraone', platform: 'Sandbox Slot' },
] as const;

export const SCRATCH_CARDS = [
  { game: 'Gratta di Prova', price: 200, topWin: 100_000 },
  { game: 'Maxi Gratta di Prova', price: 500, topWin: 500_000 },
] as const;

export const fixtures = (now?: Date): SandboxFixtures => ({
  events: fixtureEvents(now),
  slots: SLOTS.map((slot) => ({ ...slot })),
  scratchCards: SCRATCH_CARDS.map((card) => ({ ...card })),
});

/** A Lotto ticket's possible win: the stake times the sorte's table (ambo 250 ... cinquina 6 000 000). */
const LOTTO_MULTIPLIER: Record<number, number> = { 2: 250, 3: 4_500, 4: 120_000, 5: 6_000_000 };
export const lottoPossibleWin = (stake: number, numbers: number) => stake * (LOTTO_MULTIPLIER[numbers] ?? 0);
export const LOTTO_SORTE: Record<number, string> = { 2: 'Ambo', 3: 'Terno', 4: 'Quaterna', 5: 'Cinquina' };

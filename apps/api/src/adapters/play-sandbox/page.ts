import { formatCents } from '@conto-gioco/shared/money';
import { GAME_FAMILY_NAMES, LEG_FAMILIES, TICKET_STATE, type GameFamily } from '@conto-gioco/shared/play';
import type { SandboxEvent } from '@conto-gioco/shared/play-sandbox';
import { formatRomeDateTime } from '@conto-gioco/shared/rome-time';
import { escapeHtml, SANDBOX_CSS, sandboxPageShell } from '../payments/sandbox/page.ts';
import type { SandboxLeg } from './schema.ts';

/**
 * The play sandbox's operator page: server-rendered, Italian, without a line of script (the CSP
 * allows none), styled by the payment sandbox's stylesheet and a few rules of its own.
 */

export const PLAY_SANDBOX_PATHS = {
  operator: '/sandbox/play/operatore',
  result: '/sandbox/play/operatore/esito',
  ticket: (ticketId: string) => `/sandbox/play/operatore/biglietti/${encodeURIComponent(ticketId)}`,
  css: '/sandbox/play/assets/play-sandbox.css',
} as const;

export const PLAY_OPERATOR_TEXTS = {
  testBanner: 'AMBIENTE DI PROVA — giocate simulate, nessun addebito reale',
  title: 'Piattaforma di gioco di prova: operatore',
  intro:
    'Gli eventi del palinsesto di prova con le giocate aperte, e i biglietti venduti dal sandbox. Ogni azione passa dall’API operatore della piattaforma.',
  events: 'Eventi e risultati',
  openLegs: (count: number) => (count === 1 ? '1 giocata aperta' : `${count} giocate aperte`),
  result: 'Esito vincente (Cod_Esito)',
  payNow: 'Paga subito i biglietti vincenti',
  settle: 'Imposta l’esito e liquida',
  voidMarket: 'Annulla il mercato (quota 1,00)',
  winning: 'Biglietti vincenti da pagare',
  noWinning: 'Nessun biglietto vincente da pagare.',
  open: 'Biglietti aperti',
  noOpen: 'Nessun biglietto aperto.',
  pay: 'Paga la vincita',
  withhold: 'Da non pagare',
  voidTicket: 'Annulla e rimborsa',
  winAmount: 'Vincita in euro (0 se perdente)',
  decide: 'Imposta la vincita',
  ticket: 'Biglietto',
  player: 'Giocatore',
  game: 'Gioco',
  stake: 'Importo',
  possibleWin: 'Vincita potenziale',
  win: 'Vincita',
  placedAt: 'Giocato il',
  legs: 'Eventi',
  operatorOnlyTitle: 'Accesso riservato',
  operatorOnly:
    "Questa pagina è riservata all'operatore della piattaforma di gioco: accedi con le sue credenziali.",
  throttledTitle: 'Troppi tentativi',
  throttled: 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.',
  invalidTitle: 'Richiesta non valida',
  invalidForm: 'Il modulo non è valido o è scaduto: ricarica la pagina e riprova.',
  back: 'Torna alla pagina dell’operatore',
} as const;

/** What the last action did, shown above the lists (?esito=). */
export const PLAY_OPERATOR_NOTICES = {
  settled: 'Esito impostato: le giocate su quel mercato sono state liquidate.',
  voided: 'Mercato annullato: le sue giocate valgono a quota 1,00.',
  paid: 'Vincita pagata.',
  withheld: 'Biglietto segnato da non pagare.',
  refunded: 'Biglietto annullato: importo rimborsato.',
  decided: 'Vincita del biglietto impostata.',
} as const;
export type PlayOperatorNotice = keyof typeof PLAY_OPERATOR_NOTICES;

export const PLAY_SANDBOX_CSS = `${SANDBOX_CSS}
.wide{max-width:60rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
h3{font-size:1rem;margin:0 0 .25rem}
.muted{color:#495057;font-size:.9rem;margin:0 0 .5rem}
.events,.tickets{list-style:none;margin:0;padding:0}
.event,.ticket{padding:1rem 0;border-top:1px solid #dee2e6}
.markets{display:grid;gap:.75rem}
@media (min-width:48rem){.markets{grid-template-columns:1fr 1fr}}
.market{margin:.25rem 0 0;padding:.75rem;background:#f8f9fa;border-radius:.35rem}
.market form{gap:.5rem}
label{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
select,input[type=text]{min-height:2.6rem;padding:.4rem .6rem;font:inherit;border:1px solid #adb5bd;border-radius:.35rem}
.row{display:flex;gap:.5rem;flex-wrap:wrap}
.row button{flex:1 1 12rem}
.refused{padding:.6rem .8rem;background:#fff5f5;color:#a51111;border-radius:.35rem}
.legs{margin:.25rem 0 .75rem;padding-left:1.25rem}
`;

const layout = (title: string, body: string) =>
  sandboxPageShell({
    title,
    body,
    stylesheet: PLAY_SANDBOX_PATHS.css,
    banner: PLAY_OPERATOR_TEXTS.testBanner,
    wide: true,
  });

export function renderPlayMessagePage(title: string, text: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a class="link" href="${PLAY_SANDBOX_PATHS.operator}">${PLAY_OPERATOR_TEXTS.back}</a></p>`,
  );
}

export type OperatorTicket = {
  ticketId: string;
  playerId: number;
  family: number;
  kind: string;
  game: string;
  stake: number;
  possibleWin: number;
  win: number;
  state: number;
  legs: SandboxLeg[];
  createdAt: Date;
};

export type OperatorPageInput = {
  events: SandboxEvent[];
  /** Open legs per `eventId marketCode`. */
  openLegs: Map<string, number>;
  tickets: OperatorTicket[];
  /** The token every form posts back. */
  token: string;
  notice: string | null;
  refusal: string | null;
};

export const legKey = (eventId: string, marketCode: string) => `${eventId} ${marketCode}`;

const KIND_NAMES: Record<string, string> = { single: 'Singola', multiple: 'Multipla', system: 'Sistema' };

function ticketDetails(ticket: OperatorTicket): string {
  const T = PLAY_OPERATOR_TEXTS;
  const family = ticket.family as GameFamily;
  const game = LEG_FAMILIES.includes(family)
    ? `${KIND_NAMES[ticket.kind] ?? ticket.kind} · ${ticket.game}`
    : `${GAME_FAMILY_NAMES[family] ?? ticket.family} · ${ticket.game}`;
  const legs = ticket.legs.length
    ? `<ul class="legs">${ticket.legs
        .map(
          (leg) =>
            `<li>${escapeHtml(leg.eventName)}: ${escapeHtml(leg.market)} <strong>${escapeHtml(leg.outcome)}</strong> @ ${(leg.odds / 100).toFixed(2).replace('.', ',')}${leg.settled ? ' ✓' : ''}</li>`,
        )
        .join('')}</ul>`
    : '';
  return `<dl>
<dt>${T.ticket}</dt><dd class="reference">${escapeHtml(ticket.ticketId)}</dd>
<dt>${T.player}</dt><dd>${ticket.playerId}</dd>
<dt>${T.game}</dt><dd>${escapeHtml(game)}</dd>
<dt>${T.placedAt}</dt><dd>${escapeHtml(formatRomeDateTime(ticket.createdAt))}</dd>
<dt>${T.stake}</dt><dd>${escapeHtml(formatCents(ticket.stake))}</dd>
${
  ticket.state === TICKET_STATE.VINCENTE
    ? `<dt>${T.win}</dt><dd class="amount">${escapeHtml(formatCents(ticket.win))}</dd>`
    : `<dt>${T.possibleWin}</dt><dd>${escapeHtml(formatCents(ticket.possibleWin))}</dd>`
}
</dl>${legs}`;
}

const button = (action: string, label: string, kind: string) =>
  `<button type="submit" name="action" value="${action}" class="${kind}">${label}</button>`;

export function renderOperatorPage(input: OperatorPageInput): string {
  const T = PLAY_OPERATOR_TEXTS;
  const token = `<input type="hidden" name="token" value="${escapeHtml(input.token)}">`;
  const events = input.events
    .map((event) => {
      const markets = event.markets
        .map((market) => {
          const open = input.openLegs.get(legKey(event.eventId, market.marketCode)) ?? 0;
          const options = market.outcomes
            .map(
              (outcome) =>
                `<option value="${outcome.outcomeCode}">${escapeHtml(outcome.outcome)} (Cod_Esito ${outcome.outcomeCode})</option>`,
            )
            .join('');
          const id = `${event.eventId}-${market.marketCode}`;
          return `<div class="market">
<h3>${escapeHtml(market.market)}</h3>
<p class="muted">${escapeHtml(T.openLegs(open))}</p>
<form method="post" action="${PLAY_SANDBOX_PATHS.result}">
${token}
<input type="hidden" name="eventId" value="${escapeHtml(event.eventId)}">
<input type="hidden" name="marketCode" value="${escapeHtml(market.marketCode)}">
<label for="r-${escapeHtml(id)}">${T.result} <select id="r-${escapeHtml(id)}" name="resultCode">${options}</select></label>
<label><input type="checkbox" name="payWinners" value="1" checked> ${T.payNow}</label>
<div class="row">${button('settle', T.settle, 'approve')}${button('void', T.voidMarket, 'pending')}</div>
</form>
</div>`;
        })
        .join('\n');
      return `<li class="event">
<h3>${escapeHtml(event.eventName)}</h3>
<p class="muted">${escapeHtml(event.groupName)} · ${escapeHtml(formatRomeDateTime(new Date(event.eventDate)))}</p>
<div class="markets">
${markets}
</div>
</li>`;
    })
    .join('\n');

  const form = (ticket: OperatorTicket, inner: string) =>
    `<form method="post" action="${escapeHtml(PLAY_SANDBOX_PATHS.ticket(ticket.ticketId))}">
${token}
${inner}
</form>`;
  const winning = input.tickets
    .filter((ticket) => ticket.state === TICKET_STATE.VINCENTE)
    .map(
      (ticket) => `<li class="ticket">
${ticketDetails(ticket)}
${form(ticket, `<div class="row">${button('pay', T.pay, 'approve')}${button('withhold', T.withhold, 'decline')}</div>`)}
</li>`,
    )
    .join('\n');
  const open = input.tickets
    .filter((ticket) => ticket.state === TICKET_STATE.VENDUTO)
    .map((ticket) => {
      const withResult = !LEG_FAMILIES.includes(ticket.family as GameFamily);
      const id = `w-${ticket.ticketId}`;
      const result = withResult
        ? `<label for="${escapeHtml(id)}">${T.winAmount} <input type="text" id="${escapeHtml(id)}" name="win" inputmode="decimal" value="0" size="8"></label>
<label><input type="checkbox" name="payWinners" value="1" checked> ${T.payNow}</label>
${button('result', T.decide, 'approve')}`
        : '';
      return `<li class="ticket">
${ticketDetails(ticket)}
${form(ticket, `${result}\n${button('void', T.voidTicket, 'pending')}`)}
</li>`;
    })
    .join('\n');

  return layout(
    T.title,
    `<h1>${T.title}</h1>
<p>${T.intro}</p>
${input.notice ? `<p class="status" role="status">${escapeHtml(input.notice)}</p>` : ''}
${input.refusal ? `<p class="refused" role="alert">${escapeHtml(input.refusal)}</p>` : ''}
<h2>${T.events}</h2>
<ul class="events">
${events}
</ul>
<h2>${T.winning}</h2>
${winning ? `<ul class="tickets">\n${winning}\n</ul>` : `<p class="status">${T.noWinning}</p>`}
<h2>${T.open}</h2>
${open ? `<ul class="tickets">\n${open}\n</ul>` : `<p class="status">${T.noOpen}</p>`}`,
  );
}

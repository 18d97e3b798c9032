import { formatCents } from '@conto-gioco/shared/money';
import { formatRomeDateTime } from '@conto-gioco/shared/rome-time';
import type { SandboxPayment } from './provider.ts';

/**
 * The sandbox provider's hosted pages: server-rendered, Italian, without a line of script (the
 * CSP allows none) and styled by one stylesheet of their own (SANDBOX_CSS_PATH).
 */

export const SANDBOX_CSS_PATH = '/sandbox/assets/sandbox.css';

export const SANDBOX_TEXTS = {
  testBanner: 'AMBIENTE DI PROVA — nessun addebito reale',
  title: 'Pagamento di prova',
  merchant: 'Esercente',
  method: 'Metodo di pagamento',
  amount: 'Importo',
  reference: 'Riferimento',
  approve: 'Approva il pagamento',
  decline: 'Rifiuta il pagamento',
  leavePending: 'Lascia in sospeso',
  cancel: 'Annulla e torna al sito',
  pendingNote: 'Il pagamento è in sospeso: puoi ancora approvarlo o rifiutarlo.',
  approved: 'Questo pagamento è già stato approvato.',
  declined: 'Questo pagamento è già stato rifiutato.',
  backToSite: 'Torna al sito',
  notFoundTitle: 'Pagamento non trovato',
  notFound: 'Il pagamento richiesto non esiste.',
  invalidTitle: 'Richiesta non valida',
  invalidForm: 'I dati del pagamento non sono validi o sono stati modificati.',
  expiredTitle: 'Sessione di pagamento scaduta',
  expired: 'Il collegamento al pagamento non è valido o è scaduto. Torna al sito e riprova.',
  declineReason: 'Pagamento rifiutato dal circuito',
} as const;

/** The payout pages: the operator's list and the embedded (PaaS) withdrawal page. */
export const SANDBOX_PAYOUT_TEXTS = {
  operatorTitle: 'Prelievi da pagare',
  operatorIntro:
    "Le richieste di prelievo in attesa dell'operatore del fornitore di pagamento. Pagare o rifiutare è una decisione definitiva.",
  noPayouts: 'Non ci sono prelievi in attesa.',
  requestedAt: 'Richiesto il',
  ticket: 'Ticket',
  method: 'Metodo',
  amount: 'Importo',
  reference: 'Riferimento',
  pay: 'Paga il prelievo',
  reject: 'Rifiuta il prelievo',
  paidNotice: 'Prelievo pagato.',
  rejectedNotice: 'Prelievo rifiutato.',
  alreadyDecided: 'Il prelievo era già stato deciso: nulla è cambiato.',
  title: 'Prelievo di prova',
  confirm: 'Conferma il prelievo',
  cancel: 'Annulla e torna al sito',
  paid: 'Questo prelievo è già stato pagato.',
  rejected: 'Questo prelievo è stato rifiutato.',
  cancelled: 'Questo prelievo è stato annullato.',
  notFoundTitle: 'Prelievo non trovato',
  notFound: 'Il prelievo richiesto non esiste.',
  expiredTitle: 'Sessione di prelievo scaduta',
  expired: 'Il collegamento al prelievo non è valido o è scaduto. Torna al sito e riprova.',
  cancelReason: 'Prelievo annullato',
  rejectReason: 'Prelievo rifiutato dal fornitore di pagamento',
  operatorOnlyTitle: 'Accesso riservato',
  operatorOnly:
    "Questa pagina è riservata all'operatore del fornitore di pagamento: accedi con le sue credenziali.",
  operatorThrottledTitle: 'Troppi tentativi',
  operatorThrottled: 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.',
} as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Where 'Annulla e torna al sito' leads: the result page's back status. */
export const BACK_URL = '/account/ricarica/results/back';
/** Where a payout page's 'Torna al sito' leads: the withdrawal screen. */
export const PAYOUT_BACK_URL = '/account/prelievo';

/** A sandbox's page (this provider's, the play sandbox's): its test banner, its stylesheet, the body in a card. */
export function sandboxPageShell(page: {
  title: string;
  body: string;
  stylesheet: string;
  banner: string;
  wide?: boolean;
}): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<link rel="stylesheet" href="${page.stylesheet}">
</head>
<body>
<p class="banner" role="note">${escapeHtml(page.banner)}</p>
<main class="${page.wide ? 'card wide' : 'card'}">
${page.body}
</main>
</body>
</html>
`;
}

const layout = (title: string, body: string) =>
  sandboxPageShell({ title, body, stylesheet: SANDBOX_CSS_PATH, banner: SANDBOX_TEXTS.testBanner });

export type PaymentPageInput = {
  payment: SandboxPayment;
  siteName: string;
  methodNameLong: string;
  /** Token of the decision form (only a page the provider served can decide). */
  decisionToken: string;
  /** In a modal or an embedded frame: the decision takes the whole window with it. */
  embedded: boolean;
  /** Where a final payment's page leads back to: its result page. */
  resultUrl: string;
};

export function renderPaymentPage(input: PaymentPageInput): string {
  const { payment } = input;
  const details = `<dl>
<dt>${SANDBOX_TEXTS.merchant}</dt><dd>${escapeHtml(input.siteName)}</dd>
<dt>${SANDBOX_TEXTS.method}</dt><dd>${escapeHtml(input.methodNameLong)}</dd>
<dt>${SANDBOX_TEXTS.amount}</dt><dd class="amount">${escapeHtml(formatCents(payment.amount))}</dd>
<dt>${SANDBOX_TEXTS.reference}</dt><dd class="reference">${escapeHtml(payment.id)}</dd>
</dl>`;
  const target = input.embedded ? ' target="_top"' : '';
  if (payment.status === 'approved' || payment.status === 'declined') {
    const text = payment.status === 'approved' ? SANDBOX_TEXTS.approved : SANDBOX_TEXTS.declined;
    return layout(
      SANDBOX_TEXTS.title,
      `<h1>${SANDBOX_TEXTS.title}</h1>
${details}
<p class="status">${text}</p>
<p><a class="link"${target} href="${escapeHtml(input.resultUrl)}">${SANDBOX_TEXTS.backToSite}</a></p>`,
    );
  }
  const action = `/sandbox/pay/${encodeURIComponent(payment.id)}/decision`;
  const button = (decision: string, label: string, kind: string) =>
    `<button type="submit" name="decision" value="${decision}" class="${kind}">${label}</button>`;
  return layout(
    SANDBOX_TEXTS.title,
    `<h1>${SANDBOX_TEXTS.title}</h1>
${details}
${payment.status === 'pending' ? `<p class="status">${SANDBOX_TEXTS.pendingNote}</p>` : ''}
<form method="post" action="${escapeHtml(action)}"${target}>
<input type="hidden" name="token" value="${escapeHtml(input.decisionToken)}">
${button('approve', SANDBOX_TEXTS.approve, 'approve')}
${button('decline', SANDBOX_TEXTS.decline, 'decline')}
${payment.status === 'open' ? button('pending', SANDBOX_TEXTS.leavePending, 'pending') : ''}
</form>
<p><a class="link"${target} href="${BACK_URL}">${SANDBOX_TEXTS.cancel}</a></p>`,
  );
}

export type PayoutsPageInput = {
  payouts: SandboxPayment[];
  /** The token of each payout's decision form. */
  decisionToken: (payoutId: string) => string;
  /** What the last decision did, shown above the list. */
  notice: string | null;
};

/** The sandbox operator's page: every open payout with its two decisions. */
export function renderPayoutsPage(input: PayoutsPageInput): string {
  const T = SANDBOX_PAYOUT_TEXTS;
  const rows = input.payouts
    .map((payout) => {
      const action = `/sandbox/payouts/${encodeURIComponent(payout.id)}/decision`;
      const button = (decision: string, label: string, kind: string) =>
        `<button type="submit" name="decision" value="${decision}" class="${kind}">${label}</button>`;
      return `<li class="payout">
<dl>
<dt>${T.requestedAt}</dt><dd>${escapeHtml(formatRomeDateTime(payout.createdAt))}</dd>
<dt>${T.ticket}</dt><dd class="reference">${escapeHtml(payout.merchantReference)}</dd>
<dt>${T.method}</dt><dd>${escapeHtml(payout.methodName)}</dd>
<dt>${T.amount}</dt><dd class="amount">${escapeHtml(formatCents(payout.amount))}</dd>
<dt>${T.reference}</dt><dd class="reference">${escapeHtml(payout.id)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(input.decisionToken(payout.id))}">
${button('pay', T.pay, 'approve')}
${button('reject', T.reject, 'decline')}
</form>
</li>`;
    })
    .join('\n');
  return layout(
    T.operatorTitle,
    `<h1>${T.operatorTitle}</h1>
<p>${T.operatorIntro}</p>
${input.notice ? `<p class="status" role="status">${escapeHtml(input.notice)}</p>` : ''}
${rows ? `<ul class="payouts">\n${rows}\n</ul>` : `<p class="status">${T.noPayouts}</p>`}`,
  );
}

export type PaasPayoutPageInput = {
  payout: SandboxPayment;
  siteName: string;
  methodNameLong: string;
  /** The embedded page's token: its two forms post it back. */
  token: string;
  /** Where a decided payout's page leads back to: its result page. */
  resultUrl: string;
};

/**
 * The embedded (PaaS) withdrawal page: the player confirms the payout or cancels it. Both forms
 * take the site's whole window with them (target _top), to the withdrawal's result page.
 */
export function renderPaasPayoutPage(input: PaasPayoutPageInput): string {
  const T = SANDBOX_PAYOUT_TEXTS;
  const { payout } = input;
  const details = `<dl>
<dt>${SANDBOX_TEXTS.merchant}</dt><dd>${escapeHtml(input.siteName)}</dd>
<dt>${T.method}</dt><dd>${escapeHtml(input.methodNameLong)}</dd>
<dt>${T.amount}</dt><dd class="amount">${escapeHtml(formatCents(payout.amount))}</dd>
<dt>${T.reference}</dt><dd class="reference">${escapeHtml(payout.id)}</dd>
</dl>`;
  if (payout.status !== 'open') {
    const text = payout.status === 'paid' ? T.paid : payout.status === 'rejected' ? T.rejected : T.cancelled;
    return layout(
      T.title,
      `<h1>${T.title}</h1>
${details}
<p class="status">${text}</p>
<p><a class="link" target="_top" href="${escapeHtml(input.resultUrl)}">${SANDBOX_TEXTS.backToSite}</a></p>`,
    );
  }
  const token = `<input type="hidden" name="token" value="${escapeHtml(input.token)}">`;
  return layout(
    T.title,
    `<h1>${T.title}</h1>
${details}
<form method="post" action="/sandbox/paas-payout/confirm" target="_top">
${token}
<button type="submit" class="approve">${T.confirm}</button>
</form>
<form method="post" action="/sandbox/paas-payout/cancel" target="_top">
${token}
<button type="submit" class="pending">${T.cancel}</button>
</form>`,
  );
}

export function renderMessagePage(title: string, text: string, backUrl: string = BACK_URL): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a class="link" target="_top" href="${escapeHtml(backUrl)}">${SANDBOX_TEXTS.backToSite}</a></p>`,
  );
}

/** One column, large touch targets: usable from 320 px up. */
export const SANDBOX_CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f1f3f5;color:#212529;line-height:1.5}
.banner{margin:0;padding:.75rem 1rem;background:#fff3bf;color:#5c3c00;border-bottom:2px solid #f08c00;font-weight:700;text-align:center;letter-spacing:.02em}
.card{max-width:30rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
@media (max-width:30rem){.card{margin:0;border-radius:0;box-shadow:none}}
h1{font-size:1.35rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.25rem}
dt{color:#495057}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.2rem}
.reference{font-family:ui-monospace,monospace;font-weight:400;font-size:.85rem}
.status{padding:.6rem .8rem;background:#e7f5ff;border-radius:.35rem}
form{display:flex;flex-direction:column;gap:.6rem;margin:0 0 1rem}
button{min-height:2.9rem;padding:.6rem 1rem;font:inherit;font-weight:600;border-radius:.35rem;border:1px solid transparent;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
.approve{background:#2b8a3e;color:#fff}
.decline{background:#c92a2a;color:#fff}
.pending{background:#fff;color:#212529;border-color:#adb5bd}
.link{color:#1864ab}
.payouts{list-style:none;margin:0;padding:0}
.payout{padding:1rem 0;border-top:1px solid #dee2e6}
`;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, okEnvelope } from '@conto-gioco/shared/envelope';
import {
  BONUS_CODE,
  BONUS_FAMILY,
  BONUS_MESSAGES,
  BONUS_STATE,
  BONUS_TYPE,
  bonusListResponse,
  cancelFunBonusQuery,
  cancelFunBonusResponse,
  FUN_BONUS_GIOCO,
  redeemBonusQuery,
  redeemBonusResponse,
  userBonusReactiveResponse,
  type BonusItem,
  type BonusKind,
} from '@conto-gioco/shared/bonuses';
import {
  ID_EL_BONUS_GIOCHI,
  promoBonusListRequest,
  promoBonusListResponse,
} from '@conto-gioco/shared/promotions';
import { formatRomeDateTime } from '@conto-gioco/shared/rome-time';
import {
  cancelFunBonus,
  grantsOf,
  promotionsOf,
  RANKING_SOURCE,
  redeemCode,
  type BonusGrantView,
  type RedeemedGrant,
} from './service.ts';

const tags = ['bonuses'];
const security = [{ bearer: [] }];
const failures = { 400: errorResponse, 401: errorResponse };

/**
 * Id_ELBonusGiochi of a redeemed promo (money.md §3, §4 'Bonus redeem'): 9 for a coupon of a
 * ranking conversion (the screen then reports a ranking redeem), 8 for a fun bonus, else the
 * bonus type.
 */
const bonusGiochiOf = (grant: Pick<RedeemedGrant, 'terms' | 'type' | 'couponSource'>) =>
  grant.couponSource === RANKING_SOURCE
    ? ID_EL_BONUS_GIOCHI.RANKING
    : grant.terms.kind === 'funbonus'
      ? BONUS_TYPE.SPORT_FUN_BONUS
      : grant.type;

export function bonusItemOf(grant: BonusGrantView, now = new Date()): BonusItem {
  const { terms } = grant;
  // Free spins (and the bonus their wins became): how many the grant gave.
  const spins = terms.spinValue ? Math.floor(grant.amount / terms.spinValue) : 0;
  const active = grant.state === BONUS_STATE.ACTIVE && grant.expiresAt > now;
  return {
    id: grant.id,
    type: terms.kind,
    descrizione: grant.name,
    descrizione_estesa: grant.description,
    siglapromo: grant.code,
    importo: grant.amount,
    importoResiduo: grant.residual,
    importoGiocato: grant.wagered,
    importoDaGiocare: Math.max(0, grant.toWager - grant.wagered),
    famiglia: terms.family,
    gioco: terms.kind === 'funbonus' && terms.family === BONUS_FAMILY.CASINO ? FUN_BONUS_GIOCO : 0,
    listaGiochi: terms.games,
    dataFineRaccolta: formatRomeDateTime(grant.expiresAt).replace(', ', ' '),
    json_raccolta: terms.sport && {
      min_eve: terms.sport.minEvents,
      max_eve: terms.sport.maxEvents,
      min_odd: terms.sport.minOdds,
      tot_odd: terms.sport.totalOdds,
      live: terms.sport.live,
      prematch: terms.sport.prematch,
    },
    min_bet: terms.minBet,
    max_bet: terms.maxBet,
    nSpin: spins,
    nSpinGiocati: Math.min(spins, terms.spinValue ? Math.floor(grant.wagered / terms.spinValue) : 0),
    totBetPlay: grant.wagered,
    totWinPlay: grant.won,
    BonusValue: grant.amount,
    RemainingBonusValue: grant.residual,
    TargetBonusAttivatoreValue: grant.toWager,
    PartiallyRedeemable: false,
    Bonus_PuntiRankMin: 0,
    // money.md §2: add-to-cart for a bonus with a residual amount, famiglia 1 and gioco 0.
    ShowButtonAddToCart: active && grant.residual > 0 && terms.family === BONUS_FAMILY.SPORT,
    ShowButtonRedeem: false,
    Expired: grant.state === BONUS_STATE.EXPIRED || (grant.state === BONUS_STATE.ACTIVE && !active),
    Expiration: grant.expiresAt.toISOString(),
    SubType: grant.type,
    stato:
      active || grant.state !== BONUS_STATE.ACTIVE
        ? (grant.state as BonusItem['stato'])
        : BONUS_STATE.EXPIRED,
  };
}

/**
 * Bonuses (money.md §7 'Bonuses', issue 19): the player's bonuses by kind, RedeemBonus and
 * EL_CancelFunBonus. Login required; withdraw-only accounts get none of them (ConsentiSoloPrelievo).
 */
export const bonusRoutes: FastifyPluginAsyncZod = async function (app) {
  const withdrawOnly = () => app.siteConfig.isOn('ConsentiSoloPrelievo');
  /** The player's bonuses of some kinds as items; null when a site module or the mode hides them. */
  const listOf = async (playerId: number, kinds: readonly BonusKind[], module?: string) => {
    if ((await withdrawOnly()) || (module && !(await app.siteConfig.isOn(module)))) return null;
    const now = new Date();
    return (await grantsOf(app.db, playerId))
      .filter((grant) => kinds.includes(grant.terms.kind))
      .map((grant) => bonusItemOf(grant, now));
  };
  const list = (path: string, summary: string, kinds: readonly BonusKind[], module?: string) =>
    app.get(path, {
      schema: { tags, security, summary, response: { 200: bonusListResponse, ...failures } },
      handler: async (request) => okEnvelope(await listOf(request.player.playerId, kinds, module)),
    });

  list('/api/Account/EL_GetBonus', "The player's real bonuses, active first", ['real']);
  list('/api/Account/EL_GetAllFunBonus', "The player's fun bonuses", ['funbonus'], 'BonusFunCasino_Attivo');
  list('/api/Account/EL_GetAllFreeSpin', "The player's free spins", ['freespin'], 'BonusFreeSpin_Attivo');
  list('/api/Account/EL_GetAllFreeBet', "The player's free bets", ['freebet'], 'BonusFreeSpin_Attivo');

  app.get('/api/Account/EL_GetUserBonusReactive', {
    schema: {
      tags,
      security,
      summary: 'Every bonus of the player, of every kind and state, as one JSON string',
      response: { 200: userBonusReactiveResponse, ...failures },
    },
    handler: async (request) => {
      const items = await listOf(request.player.playerId, ['real', 'funbonus', 'freespin', 'freebet']);
      return okEnvelope(items && JSON.stringify(items));
    },
  });

  app.get('/api/BetPlay/RedeemBonus', {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: {
      tags,
      security,
      summary: "Grants a promo code's bonus to the player, once",
      querystring: redeemBonusQuery,
      response: { 200: redeemBonusResponse, ...failures },
    },
    handler: async (request) => {
      const result = await redeemCode(app.db, request.player.playerId, request.query.bonusCode, {
        withdrawOnly: await withdrawOnly(),
      });
      if (!result.ok) return envelope(result.code, result.message, null);
      return okEnvelope(
        { Promo: { Bonus: { PromoRicaricaBonus: { Id_ELBonusGiochi: bonusGiochiOf(result.data) } } } },
        'Bonus riscattato correttamente.',
      );
    },
  });

  app.post('/api/BetPlay/V3_GetPromoBonusList', {
    schema: {
      tags,
      security,
      summary: 'The promotions the player can see: public promo codes and the offers of their coupons',
      body: promoBonusListRequest,
      response: { 200: promoBonusListResponse, ...failures },
    },
    handler: async (request) => {
      if (await withdrawOnly()) return okEnvelope(null);
      return okEnvelope(await promotionsOf(app.db, request.player.playerId, request.body));
    },
  });

  app.get('/api/Account/EL_CancelFunBonus', {
    schema: {
      tags,
      security,
      summary: 'Cancels an active casino fun bonus (UserCanCancelFunBonus): what is left of it goes back',
      querystring: cancelFunBonusQuery,
      response: { 200: cancelFunBonusResponse, ...failures },
    },
    handler: async (request) => {
      if (!(await app.siteConfig.isOn('UserCanCancelFunBonus')) || (await withdrawOnly()))
        return envelope(BONUS_CODE.NOT_CANCELLABLE, BONUS_MESSAGES.notCancellable, null);
      const result = await cancelFunBonus(app.db, request.player.playerId, request.query.bonusId);
      if (!result.ok) return envelope(result.code, result.message, null);
      return okEnvelope({ esitoDb: { returnCode: 0 } });
    },
  });
};

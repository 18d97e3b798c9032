import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, okEnvelope, toEnvelope } from '@conto-gioco/shared/envelope';
import {
  RANKING_CODE,
  RANKING_MESSAGES,
  rankingBuyPromoResponse,
  rankingConversionId,
  rankingConvertResponse,
  rankingStatementResponse,
  redeemUniqueCodeQuery,
  redeemUniqueCodeResponse,
} from '@conto-gioco/shared/ranking';
import { convertPoints, rankingStatement, redeemUniqueCode, type ConversionCall } from './service.ts';

const tags = ['ranking'];
const security = [{ bearer: [] }];
const failures = { 400: errorResponse, 401: errorResponse };

/**
 * The fidelity ranking's calls (money.md §7 'Ranking', issue 19). Login required; the statement
 * answers null data with RANKING_CODE.NO_FIDELITY without a fidelity profile.
 */
export const rankingRoutes: FastifyPluginAsyncZod = async function (app) {
  const withdrawOnly = () => app.siteConfig.isOn('ConsentiSoloPrelievo');

  app.get('/api/Player/RankingEstrattoConto', {
    schema: {
      tags,
      security,
      summary: "The player's points, movements, conversions and the month's leaderboard",
      response: { 200: rankingStatementResponse, ...failures },
    },
    handler: async (request) => {
      const data = await rankingStatement(app.db, request.player.playerId);
      return data ? okEnvelope(data) : envelope(RANKING_CODE.NO_FIDELITY, RANKING_MESSAGES.noFidelity, null);
    },
  });

  const conversionCall =
    (call: ConversionCall) => async (request: { player: { playerId: number }; body: string }) =>
      toEnvelope(
        await convertPoints(app.db, request.player.playerId, Number(request.body), {
          call,
          withdrawOnly: await withdrawOnly(),
        }),
      );

  app.post('/api/Player/RankingConvertPoints', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      security,
      summary: "Converts points into a coupon (its code) or a unique code; the body is the conversion's id",
      body: rankingConversionId,
      response: { 200: rankingConvertResponse, ...failures },
    },
    handler: conversionCall('convert'),
  });

  app.post('/api/Player/RankingBuyPromoActivation', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      security,
      summary: "Unlocks a ticket promo with points, playable for 30 days; the body is the conversion's id",
      body: rankingConversionId,
      response: { 200: rankingBuyPromoResponse, ...failures },
    },
    handler: async (request) => {
      const result = await conversionCall('promo')(request);
      return envelope(result.ResponseCode, result.ResponseMessage, null);
    },
  });

  app.get('/api/Player/Redeem_PuntiRankingCodiceUnico', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      security,
      summary: "Redeems the unique code of one of the player's conversions: its deposit bonus's coupon",
      querystring: redeemUniqueCodeQuery,
      response: { 200: redeemUniqueCodeResponse, ...failures },
    },
    handler: async (request) =>
      toEnvelope(
        await redeemUniqueCode(app.db, request.player.playerId, request.query.code, {
          withdrawOnly: await withdrawOnly(),
        }),
      ),
  });
};

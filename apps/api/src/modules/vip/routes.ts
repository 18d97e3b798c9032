import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, okEnvelope, toEnvelope } from '@conto-gioco/shared/envelope';
import {
  compPointsResponse,
  VIP_CODE,
  VIP_MESSAGES,
  vipPointRulesResponse,
  vipProfileResponse,
  vipProgramResponse,
  vipPromoResponse,
  vipRechargeListQuery,
  vipRechargeListResponse,
  vipRechargeRequestBody,
  vipRechargeResponse,
  vipStatementQuery,
  vipStatementResponse,
} from '@conto-gioco/shared/vip';
import {
  applyToVip,
  compPoints,
  pointRulesList,
  rechargeList,
  requestRecharge,
  vipProfile,
  vipPromos,
  vipStatement,
} from './service.ts';

const tags = ['vip'];
const security = [{ bearer: [] }];
const failures = { 400: errorResponse, 401: errorResponse };

/**
 * The VIP Club's calls (money.md §7 'VIP', issue 20). Login required. Withdraw-only accounts
 * (ConsentiSoloPrelievo) get -1111 and null data from every call but the public point rules.
 */
export const vipRoutes: FastifyPluginAsyncZod = async function (app) {
  const withdrawOnly = () => app.siteConfig.isOn('ConsentiSoloPrelievo');
  const notAllowed = () => envelope(VIP_CODE.NOT_ALLOWED, VIP_MESSAGES.notAllowed, null);

  const profile = async (playerId: number) => {
    const answer = await vipProfile(app.db, playerId, await withdrawOnly());
    return envelope(answer.code, answer.message, answer.cards);
  };
  app.get('/api/Account/GetVIPProfileActive', {
    schema: {
      tags,
      security,
      summary: "The player's VIP Club status (§4 codes)",
      response: { 200: vipProfileResponse, ...failures },
    },
    handler: (request) => profile(request.player.playerId),
  });
  app.get('/api/Account/GetVIPProgram', {
    schema: {
      tags,
      security,
      summary: 'The level card of each platform',
      response: { 200: vipProgramResponse, ...failures },
    },
    handler: (request) => profile(request.player.playerId),
  });
  app.post('/api/Account/VipPlayerApply', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      security,
      summary: 'Applies to the VIP Club',
      response: { 200: vipProfileResponse, ...failures },
    },
    handler: async (request) => {
      const answer = await applyToVip(app.db, request.player.playerId, await withdrawOnly());
      return envelope(answer.code, answer.message, answer.cards);
    },
  });
  app.get('/api/Account/GetVipClubPoints', {
    schema: {
      tags,
      security,
      summary: 'The point rules',
      response: { 200: vipPointRulesResponse, ...failures },
    },
    handler: async () => okEnvelope(await pointRulesList(app.db)),
  });
  app.get('/api/Account/GetCompPoint', {
    schema: {
      tags,
      security,
      summary: 'The comp points of each subscription',
      response: { 200: compPointsResponse, ...failures },
    },
    handler: async (request) => {
      if (await withdrawOnly()) return notAllowed();
      const data = await compPoints(app.db, request.player.playerId);
      return data ? okEnvelope(data) : envelope(VIP_CODE.NOT_ENROLLED, VIP_MESSAGES.notEnrolled, null);
    },
  });
  app.get('/api/Account/GetVIPProgramEstrattoConto', {
    schema: {
      tags,
      security,
      summary: "A page of a subscription's points statement, newest first",
      querystring: vipStatementQuery,
      response: { 200: vipStatementResponse, ...failures },
    },
    handler: async (request) => {
      if (await withdrawOnly()) return notAllowed();
      const data = await vipStatement(app.db, request.player.playerId, request.query);
      return data ? okEnvelope(data) : envelope(VIP_CODE.NOT_ENROLLED, VIP_MESSAGES.notEnrolled, null);
    },
  });
  app.get('/api/Account/GetVipProgramPromo', {
    schema: {
      tags,
      security,
      summary: "The recharge cards' offers",
      response: { 200: vipPromoResponse, ...failures },
    },
    handler: async () => ((await withdrawOnly()) ? notAllowed() : okEnvelope(await vipPromos(app.db))),
  });
  app.get('/api/Account/GetListaRicariche', {
    schema: {
      tags,
      security,
      summary: "The platform's recharge cards and the player's recent requests",
      querystring: vipRechargeListQuery,
      response: { 200: vipRechargeListResponse, ...failures },
    },
    handler: async (request) =>
      (await withdrawOnly())
        ? notAllowed()
        : okEnvelope(await rechargeList(app.db, request.player.playerId, request.query.platformTypeId)),
  });
  app.post('/api/Account/VipRechargeRequest', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags,
      security,
      summary: "Spends a recharge card's points for its bonus (the coupon's code)",
      body: vipRechargeRequestBody,
      response: { 200: vipRechargeResponse, ...failures },
    },
    handler: async (request) =>
      toEnvelope(
        await requestRecharge(app.db, request.player.playerId, request.body, {
          withdrawOnly: await withdrawOnly(),
        }),
      ),
  });
};

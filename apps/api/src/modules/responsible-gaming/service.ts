import { ok, refused, type Result } from '@conto-gioco/shared/envelope';
import { formatRomeDateTime, shiftRomeDays, shiftRomeMonths } from '@conto-gioco/shared/rome-time';
import {
  EXCLUSION_CATEGORIES,
  PERMANENT_EXCLUSION_MIN_MONTHS,
  READMISSION_DELAY_DAYS,
  RESPONSIBLE_GAMING_CODE as CODE,
  RESPONSIBLE_GAMING_MESSAGES as MSG,
  type DepositLimitRequest,
  type DepositLimits,
  type ExclusionRequest,
  type ExclusionTypes,
} from '@conto-gioco/shared/responsible-gaming';
import { inTransaction, type Database } from '../../db/client.ts';
import { findPlayerById, lockPlayer, setDepositLimit } from '../auth/players.ts';
import type { SessionStore } from '../auth/sessions.ts';
import {
  WHOLE_ACCOUNT,
  endDueExclusions,
  exclusionsInForce,
  markReadmission,
  startExclusion,
  type ExclusionRow,
} from './exclusions.ts';
import {
  appliesAtOnce,
  applyDueLimitChange,
  depositLimitInForce,
  dropPendingLimit,
  pendingLimitChange,
  raiseEffectiveAt,
  schedulePendingLimit,
} from './limits.ts';

type Sessions = Pick<SessionStore, 'revokeAllOf' | 'announceRevoked'>;
export type LimitSaved = { decorrenza: Date | null };

const view = (row: ExclusionRow) => ({
  tipoTrasversale: row.category,
  termine: row.term as ExclusionRequest['termine'],
  dal: row.startsAt.toISOString(),
  al: row.endsAt.toISOString(),
  riammissioneDal: row.readmissionAt?.toISOString() ?? null,
});

/**
 * Responsible gaming (content-profile.md §3, §5, §9): the deposit limit with its 7-day rule for a
 * raise, and self-exclusion by product category. Deposits read the limit through limits.ts; play
 * and bonuses ask exclusions.ts isExcluded.
 */
export function createResponsibleGamingService(deps: { db: Database; sessions: Sessions }) {
  const { db, sessions } = deps;

  return {
    async getLimits(playerId: number, now = new Date()): Promise<DepositLimits> {
      await inTransaction(db, (tx) => applyDueLimitChange(tx, playerId, now));
      const player = (await findPlayerById(db, playerId))!;
      const inForce = await depositLimitInForce(db, player, now);
      const pending = await pendingLimitChange(db, playerId);
      return {
        inVigore: inForce && { importo: inForce.amount, tipoPeriodo: inForce.period },
        inAttesa: pending && {
          importo: pending.amount,
          tipoPeriodo: pending.period,
          decorrenza: pending.effectiveAt.toISOString(),
        },
        numVoltePeriodo: 1,
      };
    },

    /**
     * A limit not larger than the one in force (monthly equivalents) applies at once and drops any
     * waiting raise; a larger one waits 7 days, replacing a raise already waiting.
     */
    async saveLimit(
      playerId: number,
      request: DepositLimitRequest,
      now = new Date(),
    ): Promise<Result<LimitSaved>> {
      const next = { amount: request.importo, period: request.tipoPeriodo };
      return inTransaction(db, async (tx) => {
        const player = (await lockPlayer(tx, playerId))!;
        await applyDueLimitChange(tx, playerId, now);
        const current = await depositLimitInForce(tx, (await findPlayerById(tx, playerId)) ?? player, now);
        if (appliesAtOnce(current, next)) {
          await setDepositLimit(tx, playerId, next);
          await dropPendingLimit(tx, playerId);
          return ok({ decorrenza: null }, MSG.limitSaved);
        }
        const effectiveAt = raiseEffectiveAt(now);
        await schedulePendingLimit(tx, playerId, { ...next, effectiveAt }, now);
        return ok({ decorrenza: effectiveAt }, MSG.limitScheduled(formatRomeDateTime(effectiveAt)));
      });
    },

    /** Cancels a raise still waiting: the limit in force stays. */
    async cancelPendingLimit(playerId: number, now = new Date()): Promise<Result<LimitSaved>> {
      return inTransaction(db, async (tx) => {
        await lockPlayer(tx, playerId);
        await applyDueLimitChange(tx, playerId, now);
        if (!(await dropPendingLimit(tx, playerId))) return refused(CODE.NOTHING_TO_DO, MSG.nothingPending);
        return ok({ decorrenza: null }, MSG.limitCancelled);
      });
    },

    async getExclusionTypes(playerId: number, now = new Date()): Promise<ExclusionTypes> {
      await endDueExclusions(db, now);
      return {
        tipi: EXCLUSION_CATEGORIES.map(({ id, descrizione }) => ({ id, descrizione })),
        esclusioni: (await exclusionsInForce(db, playerId, now)).map(view),
      };
    },

    /**
     * A self-exclusion takes effect at once. One per category at a time; a whole-account one
     * covers every category (and ends every session), so nothing more can be added under it.
     */
    async saveExclusion(
      playerId: number,
      request: ExclusionRequest,
      now = new Date(),
    ): Promise<Result<null>> {
      await endDueExclusions(db, now);
      const endsAt =
        request.termine === 'P'
          ? shiftRomeMonths(now, PERMANENT_EXCLUSION_MIN_MONTHS)
          : shiftRomeDays(now, Number(request.termine));
      const revoked = await inTransaction(db, async (tx) => {
        await lockPlayer(tx, playerId);
        const current = await exclusionsInForce(tx, playerId, now);
        if (current.some((row) => row.category === WHOLE_ACCOUNT || row.category === request.tipoTrasversale))
          return null;
        return startExclusion(
          tx,
          sessions,
          {
            playerId,
            category: request.tipoTrasversale,
            term: request.termine,
            endsAt,
            note: request.note?.trim() || null,
          },
          now,
        );
      });
      if (revoked === null) return refused(CODE.ALREADY_EXCLUDED, MSG.alreadyExcluded);
      await sessions.announceRevoked(revoked);
      return ok(null, MSG.exclusionSaved);
    },

    /**
     * The written request that ends a permanent exclusion: accepted from 6 months after it
     * started, effective 7 days later (content-profile.md §9).
     */
    async requestReadmission(playerId: number, category: number, now = new Date()): Promise<Result<null>> {
      return inTransaction(db, async (tx) => {
        await lockPlayer(tx, playerId);
        const row = (await exclusionsInForce(tx, playerId, now)).find(
          (r) => r.term === 'P' && r.category === category,
        );
        if (!row) return refused(CODE.NOTHING_TO_DO, MSG.noPermanentExclusion);
        if (row.readmissionRequestedAt) return refused(CODE.NOT_ALLOWED, MSG.readmissionAlreadyAsked);
        if (now.getTime() < row.endsAt.getTime()) return refused(CODE.NOT_ALLOWED, MSG.readmissionTooEarly);
        const effectiveAt = shiftRomeDays(now, READMISSION_DELAY_DAYS);
        await markReadmission(tx, row.id, now, effectiveAt);
        return ok(null, MSG.readmissionAsked(formatRomeDateTime(effectiveAt)));
      });
    },
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, refusedEnvelope, toEnvelope } from '@conto-gioco/shared/envelope';
import {
  filterStatementRows,
  statementExportQuery,
  statementFileName,
  statementInstant,
  statementQuery,
  statementResponse,
} from '@conto-gioco/shared/statement';
import { findPlayerById } from '../auth/players.ts';
import { statementCsv, statementPdf } from './statement-export.ts';
import { createStatementService, type TicketStatesOf } from './statement.ts';

const tags = ['statement'];
const security = [{ bearer: [] }];
const failures = { 400: errorResponse, 401: errorResponse };

/**
 * The account statement (money.md §7 'Statement and bets'): EL_GetEstrattoConto, and our export
 * of the rows the screen's filters keep as CSV or PDF (issue 18). The ticket states come from the
 * play module through ticketStatesOf.
 */
export const statementRoutes = (options: { ticketStatesOf: TicketStatesOf }): FastifyPluginAsyncZod =>
  async function (app) {
    const statement = createStatementService({
      db: app.db,
      siteConfig: app.siteConfig,
      ticketStatesOf: options.ticketStatesOf,
    });

    app.get('/api/Account/EL_GetEstrattoConto', {
      schema: {
        tags,
        security,
        summary: "The player's movements between dateda and datea (Rome days when dates), newest first",
        querystring: statementQuery,
        response: { 200: statementResponse, ...failures },
      },
      handler: async (request) =>
        toEnvelope(await statement.statement(request.player.playerId, request.query)),
    });

    app.get('/api/Account/EstrattoContoExport', {
      schema: {
        tags,
        security,
        summary:
          "Ours: the statement's rows kept by the screen's filters, as CSV (';', decimal comma) or PDF",
        querystring: statementExportQuery,
        response: {
          200: z.unknown().describe('the file: text/csv (UTF-8 with BOM) or application/pdf'),
          403: errorResponse,
          ...failures,
        },
      },
      handler: async (request, reply) => {
        const { playerId } = request.player;
        const query = request.query;
        const result = await statement.statement(playerId, query);
        if (!result.ok) return reply.code(403).send(refusedEnvelope(result.code, result.message));
        const rows = filterStatementRows(result.data, query);
        const fileName = statementFileName(query.dateda, query.datea, query.formato);
        let file: Buffer;
        if (query.formato === 'csv') file = statementCsv(rows);
        else {
          const player = await findPlayerById(app.db, playerId);
          file = await statementPdf(rows, {
            holder: `${player?.nome ?? ''} ${player?.cognome ?? ''}`.trim(),
            contractNumber: player?.contractNumber ?? '',
            from: new Date(statementInstant(query.dateda, 'start')),
            to: new Date(statementInstant(query.datea, 'end')),
          });
        }
        return reply
          .header('Content-Type', query.formato === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
          .header('Content-Disposition', `attachment; filename=${fileName}`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'no-store, private')
          .send(file);
      },
    });
  };

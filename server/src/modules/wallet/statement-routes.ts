/**
 * GET /api/wallet/statement and /api/wallet/statement.csv (DECISIONS 39): the signed-in
 * member's own ledger only (there is no member parameter to tamper with); a bad filter is 400.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API } from '../../../../contract/api-paths';
import { LANGUAGES } from '../../../../contract/language';
import {
  STATEMENT_LIMIT_DEFAULT,
  STATEMENT_LIMIT_MAX,
  STATEMENT_PROGRAMMES,
} from '../../../../contract/wallet';
import { parseInput, wholeNumber } from '../../lib/validate';
import { currentMember, requireMember } from '../accounts/auth-guard';
import { statementPage } from './statement';
import { statementCsv } from './statement-csv';

export const StatementFilter = z.object({
  programme: z
    .enum(STATEMENT_PROGRAMMES, {
      error: `programme must be one of ${STATEMENT_PROGRAMMES.join(', ')}`,
    })
    .optional(),
  month: z
    .string({ error: 'month must be a month such as 2026-03' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month such as 2026-03')
    .optional(),
});

export const StatementPageQuery = StatementFilter.extend({
  cursor: z.string({ error: 'Invalid cursor' }).max(200, 'Invalid cursor').optional(),
  limit: wholeNumber('limit', 1, STATEMENT_LIMIT_MAX).default(STATEMENT_LIMIT_DEFAULT),
});

/** The CSV's language: that of the page it is downloaded from (DECISIONS 45). */
export const StatementCsvQuery = StatementFilter.extend({
  lang: z.enum(LANGUAGES, { error: 'lang must be en or ar' }).default('en'),
});

export default function statementRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: requireMember };

  app.get(API.walletStatement, auth, async (request) => {
    const q = parseInput(StatementPageQuery, request.query);
    const page = await statementPage(
      app.ctx.db,
      app.ctx.config.jwtSecret,
      currentMember(request).id,
      q,
    );
    return { success: true, ...page };
  });

  app.get(API.walletStatementCsv, auth, async (request, reply) => {
    const q = parseInput(StatementCsvQuery, request.query);
    const name = `rihla-statement-${q.month ?? 'all'}${q.programme ? `-${q.programme}` : ''}.csv`;
    const stream = Readable.from(statementCsv(app.ctx.db, currentMember(request).id, q, q.lang), {
      objectMode: false,
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
  return Promise.resolve();
}

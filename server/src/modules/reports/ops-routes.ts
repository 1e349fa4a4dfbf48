/**
 * The reports desk's calls (permission `reports.read`): the report as JSON and as CSV.
 *
 * Not audited, reading or exporting: a report holds only day totals (counts and AED sums), no
 * member's id, name or any personal value, and every holder of `reports.read` sees the same
 * figures on screen. The audit trail records what operators do to members and money and every
 * read of personal data (DECISIONS 48, 49); an export of sums is neither.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPS_REPORTS_API, REPORT_SECTIONS } from '../../../../contract/ops-reports';
import { parseInput } from '../../lib/validate';
import { opsGuard } from '../operators/guard';
import { reportCsv, reportFileName } from './csv';
import { buildReport, reportRange } from './service';

const date = (name: string) =>
  z
    .string({ error: `${name} must be a date YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date YYYY-MM-DD`);

export const Query = z.object({
  from: date('from'),
  to: date('to'),
  section: z.enum(REPORT_SECTIONS, { error: 'Unknown report section' }).optional(),
});

export default function reportRoutes(app: FastifyInstance): Promise<void> {
  const guard = { preHandler: opsGuard('reports.read') };

  app.get(OPS_REPORTS_API.report, guard, async (request) => {
    const q = parseInput(Query, request.query);
    const report = await buildReport(app.ctx, reportRange(q.from, q.to));
    return { success: true, report };
  });

  app.get(OPS_REPORTS_API.csv, guard, async (request, reply) => {
    const q = parseInput(Query, request.query);
    const report = await buildReport(app.ctx, reportRange(q.from, q.to));
    const section = q.section ?? null;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reportFileName(report, section)}"`)
      .header('cache-control', 'no-store')
      .send(reportCsv(report, section));
  });
  return Promise.resolve();
}

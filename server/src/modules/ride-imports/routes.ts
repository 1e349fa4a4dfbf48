/**
 * The rides desk under `/api/ops/rides` (issue 30, DECISIONS 49), for `rides.import`: upload a
 * CSV (the request body itself, `text/csv`, streamed into staging), read the preview and past
 * uploads, and start an import, which this process's worker (and any other's) then runs.
 */
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { RIDES_OPS_API } from '../../../../contract/ops-rides';
import { badRequest } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { currentOperator, opsGuard, operatorActor } from '../operators/guard';
import { startImport } from './import-job';
import { getImportJob, importRowsPage, listImportJobs } from './queries';
import { stageUpload } from './staging';
import { startImportWorker } from './worker';

export const IdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'No such ride import') });
export const UploadQuery = z.object({
  name: z
    .string({ error: 'The file name is text' })
    .trim()
    .min(1, 'The file needs a name')
    .max(200, 'The file name is at most 200 characters')
    .default('rides.csv'),
});
export const RowsQuery = z.object({
  show: z.enum(['errors', 'all'], { error: 'Show is errors or all' }).default('errors'),
  page: z.coerce
    .number({ error: 'The page is a number' })
    .int('The page is a whole number')
    .min(1, 'Pages start at 1')
    .max(100_000, 'There is no such page')
    .default(1),
});

export default function rideImportRoutes(app: FastifyInstance): Promise<void> {
  const worker = startImportWorker(app);
  // The file is the body: handed on as the stream it is, never buffered whole.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
    (_request, payload, done) => {
      done(null, payload);
    },
  );
  const guard = { preHandler: opsGuard('rides.import') };

  app.post(RIDES_OPS_API.imports, guard, async (request) => {
    const { name } = parseInput(UploadQuery, request.query);
    const body = request.body as Readable | undefined;
    if (!body || typeof (body as Partial<Readable>)[Symbol.asyncIterator] !== 'function') {
      throw badRequest('Send the CSV file as the request body (text/csv)');
    }
    const id = await stageUpload(app.ctx.db, body, {
      operatorId: currentOperator(request).id,
      fileName: name,
      actor: operatorActor(request, 'rides.import'),
      ip: request.ip,
    });
    return { success: true, job: await getImportJob(app.ctx.db, id) };
  });

  app.get(RIDES_OPS_API.imports, guard, async () => ({
    success: true,
    jobs: await listImportJobs(app.ctx.db),
  }));

  app.get('/ops/rides/imports/:id', guard, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    return { success: true, job: await getImportJob(app.ctx.db, id) };
  });

  app.get('/ops/rides/imports/:id/rows', guard, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const { show, page } = parseInput(RowsQuery, request.query);
    return { success: true, ...(await importRowsPage(app.ctx.db, id, show, page)) };
  });

  app.post('/ops/rides/imports/:id/start', guard, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    await startImport(
      app.ctx.db,
      id,
      operatorActor(request, 'rides.import'),
      currentOperator(request).id,
      request.ip,
    );
    worker.wake();
    return { success: true, job: await getImportJob(app.ctx.db, id) };
  });
  return Promise.resolve();
}

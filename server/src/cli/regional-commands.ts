/**
 * `npm run admin -- country-requests list|approve|reject`. The decision, its note's rule and its
 * audit row (as `cli:<user>`) are the regional module's, the same as the console's.
 */
import { UsageError, parseFlags, type AdminCommand } from './types';
import { AppError } from '../lib/errors';
import { cliActor } from '../modules/audit/service';
import { decideRequest, listRequests } from '../modules/regional/requests';

export const countryRequestsCommand: AdminCommand = {
  name: 'country-requests',
  usage:
    'country-requests list [--all] | country-requests approve <id> | country-requests reject <id> [--note "…"]',
  async run(ctx, args, out) {
    const [sub, ...rest] = args;
    const { positional, flags } = parseFlags(rest);
    if (sub === 'list') {
      const rows = await listRequests(ctx.db, flags.all ? 'all' : 'pending');
      if (rows.length === 0)
        out(flags.all ? 'No country requests.' : 'No pending country requests.');
      for (const r of rows) {
        out(
          `${r.id}  ${r.status.padEnd(8)}  ${r.username}: ${r.current_country} → ${r.requested_country}  ${r.requested_at}${r.reason ? `  "${r.reason}"` : ''}`,
        );
      }
      return;
    }
    if (sub === 'approve' || sub === 'reject') {
      const id = positional[0];
      if (!id)
        throw new UsageError(
          `country-requests ${sub} needs the request id (see country-requests list)`,
        );
      const note = typeof flags.note === 'string' ? flags.note : null;
      const r = await decideRequest(ctx.db, id, sub === 'approve' ? 'approved' : 'rejected', note, {
        actor: cliActor(),
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 400)
          throw new UsageError(`--note: ${error.message}`);
        throw error;
      });
      out(
        r.status === 'approved'
          ? `Approved: the member's country is now ${r.requested_country}.`
          : `Rejected: the member's country stays ${r.current_country}.`,
      );
      return;
    }
    throw new UsageError('country-requests needs list, approve or reject');
  },
};

/**
 * What a ledger proposal must be (DECISIONS 49): the body's schema, turned into the service's
 * input (fils, trimmed texts). Amounts are AED numbers with at most two decimals.
 */
import { z } from 'zod';
import { LEDGER_REASON_MAX } from '../../../../contract/ops-ledger';
import { amountToFils } from '../withdrawals/rules';

const Amount = z.number({ error: 'Amount must be an AED amount' }).transform((v, ctx) => {
  const fils = amountToFils(v);
  if (fils === null || fils <= 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'Amount must be a positive AED amount with at most two decimals',
    });
    return z.NEVER;
  }
  return fils;
});

const Username = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(40, `${what} is at most 40 characters`)
    .transform((v) => v.replace(/^@/, ''));

const Reason = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(3, 'Reason must be at least 3 characters')
  .max(LEDGER_REASON_MAX, `Reason is at most ${String(LEDGER_REASON_MAX)} characters`);

const Optional = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} is at most ${String(max)} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ProposalBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('adjustment'),
      member: Username('Member'),
      amount: Amount,
      direction: z.enum(['credit', 'debit'], 'Direction is credit or debit'),
      reason: Reason,
      reference: z
        .string({ error: 'Reference is required' })
        .trim()
        .min(1, 'Reference is required')
        .max(60, 'Reference is at most 60 characters'),
    }),
    z.object({
      kind: z.literal('payout'),
      member: Username('Member'),
      amount: Amount,
      reason: Reason,
      reference: Optional(60, 'Reference'),
    }),
    z.object({
      kind: z.literal('ride'),
      member: Username('Rider'),
      driver: Username('Driver'),
      amount: Amount,
      reason: Reason,
      rideId: Optional(64, 'Ride ID'),
      completedAt: Optional(40, 'Completion time'),
    }),
  ],
  { error: 'Kind is one of adjustment, payout or ride' },
);
export type ProposalInput = z.output<typeof ProposalBody>;

export const RejectBody = z.object({
  note: z
    .string({ error: 'A note is required' })
    .trim()
    .min(3, 'The note must be at least 3 characters')
    .max(LEDGER_REASON_MAX, `The note is at most ${String(LEDGER_REASON_MAX)} characters`),
});

export const ProposalParams = z.object({
  id: z.string({ error: 'Proposal ID is required' }).regex(/^[0-9a-f]{24}$/, 'Unknown proposal'),
});

/**
 * Operator commands of the accounts module:
 *   seed --members N [--dir D]   large benchmark tree into a git-ignored cache (DECISIONS 27)
 *   kyc list|show|approve|reject|purge   (cli/kyc-commands.ts, DECISIONS 48)
 *   revoke-sessions <username>   signs a member out everywhere
 */
import { UsageError, parseFlags, type AdminCommand } from './types';
import { benchCacheFile, buildBenchTree } from '../demo/bench/tree';
import { kycCommand } from './kyc-commands';

const seed: AdminCommand = {
  name: 'seed',
  usage: 'seed --members N [--dir .cache/bench]   (big tree for benchmarks, cached)',
  async run(ctx, args, out) {
    const { flags } = parseFlags(args);
    const members = Number(flags.members);
    if (!Number.isInteger(members) || members < 1 || members > 2_000_000)
      throw new UsageError('--members must be a whole number from 1 to 2000000');
    const dir = typeof flags.dir === 'string' ? flags.dir : '.cache/bench';
    const started = Date.now();
    const { file, cached } = await buildBenchTree(
      benchCacheFile(members, dir),
      members,
      ctx.config.ARGON2_MEMORY_KIB,
      out,
    );
    out(
      cached
        ? `Using the cached tree ${file}`
        : `Built a ${members}-member tree in ${((Date.now() - started) / 1000).toFixed(1)} s: ${file}`,
    );
    out(`Sign in as bench0 / DemoPass1. Serve it with DATABASE_URL=sqlite:${file}`);
  },
};

const revokeSessions: AdminCommand = {
  name: 'revoke-sessions',
  usage: 'revoke-sessions <username>   (signs the member out everywhere)',
  async run(ctx, args, out) {
    const username = parseFlags(args).positional[0];
    if (!username) throw new UsageError('Name the member: revoke-sessions <username>');
    const member = await ctx.db
      .selectFrom('members')
      .select('id')
      .where('username_lower', '=', username.toLowerCase())
      .executeTakeFirst();
    if (!member) throw new UsageError(`No member named ${username}`);
    await ctx.sessions.revokeAll(member.id);
    out(`Every session of ${username} has ended.`);
  },
};

export const accountCommands: AdminCommand[] = [seed, kycCommand, revokeSessions];

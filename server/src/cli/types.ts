import type { AppContext } from '../context';

/** One operator command of `npm run admin -- <name> …`. */
export interface AdminCommand {
  /** e.g. 'record-ride' or 'campaign' (sub-commands are parsed by the command). */
  name: string;
  /** One line shown in the usage listing, e.g. 'record-ride --rider <username> --driver <username> --fare <AED>'. */
  usage: string;
  /** Runs the command; prints what it did through `out`. Throw UsageError for bad arguments. */
  run(ctx: AppContext, args: string[], out: (line: string) => void): Promise<void>;
}

/** Bad arguments: the CLI prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {}

/** The command ran but could not do all it was asked (e.g. a ride conflict): exit 1. */
export class CommandFailed extends Error {}

/** `--name value` and `--flag` parsing shared by the commands. */
export function parseFlags(args: string[]): {
  positional: string[];
  flags: Record<string, string | true>;
} {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const next = args[i + 1];
      if (inline !== undefined) flags[key] = inline;
      else if (next !== undefined && !next.startsWith('--')) {
        flags[key] = next;
        i++;
      } else flags[key] = true;
    } else positional.push(arg);
  }
  return { positional, flags };
}

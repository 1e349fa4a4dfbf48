/**
 * What `recompute` tells the operator (DECISIONS 44): per topic what it repaired or only
 * reported, then the errors (a ledger balance below zero, something it cannot repair), each
 * named. The exit code follows: 0 when everything matches or was repaired, 1 otherwise.
 */
type Out = (line: string) => void;
const EXAMPLES = 5;

export interface Topic {
  diff(text: string): void;
  done(): number;
}

export class RecomputeReport {
  repaired = 0;
  reported = 0;
  readonly errors: string[] = [];

  constructor(private readonly out: Out) {}

  /** `fixed` topics are repaired; `reported` ones are only shown (checked by hand). */
  topic(name: string, kind: 'fixed' | 'reported' = 'fixed'): Topic {
    let count = 0;
    return {
      diff: (text) => {
        if (count < EXAMPLES) this.out(`  ${name}: ${text}`);
        count++;
      },
      done: () => {
        if (count > EXAMPLES) this.out(`  ${name}: … and ${String(count - EXAMPLES)} more`);
        const what =
          kind === 'fixed'
            ? `${String(count)} difference(s) fixed`
            : `${String(count)} difference(s) found (not changed; check by hand)`;
        this.out(`${name}: ${count === 0 ? 'no differences' : what}`);
        if (kind === 'fixed') this.repaired += count;
        else this.reported += count;
        return count;
      },
    };
  }

  error(text: string): void {
    this.errors.push(text);
  }

  /** The closing lines; the last one sums everything up. */
  finish(): void {
    for (const e of this.errors) this.out(`error: ${e}`);
    const { repaired, reported } = this;
    const errors = this.errors.length;
    if (repaired + reported + errors === 0) this.out('recompute: everything matches');
    else if (reported + errors === 0)
      this.out(`recompute: ${String(repaired)} difference(s) found and fixed`);
    else {
      this.out(
        `recompute: ${String(repaired)} repaired, ${String(reported)} reported (not changed), ${String(errors)} error(s)`,
      );
    }
  }

  get differences(): number {
    return this.repaired + this.reported + this.errors.length;
  }
}

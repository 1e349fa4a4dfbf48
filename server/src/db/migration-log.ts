/** Where migrations report what they chose not to change (start-up has no request logger yet). */
export interface MigrationLog {
  warn(message: string): void;
}

export const stderrMigrationLog: MigrationLog = {
  warn: (message) => process.stderr.write(`[migrate] warning: ${message}\n`),
};

import type { AdminCommand } from './types';

/** Filled in by the issue that owns these operator commands. */
export const accountCommands: AdminCommand[] = [];

/**
 * Reads what the reward screens use from the dashboard answer (DECISIONS 10: one small adapter
 * per call; missing or non-numeric figures read as 0 instead of breaking the screen).
 */
import { num, obj } from './loose';

export interface DdrEarnings {
  total: number;
  level1: number;
  level2: number;
  level3: number;
  level4: number;
}
export interface Dashboard {
  ddr: DdrEarnings;
}

export function readDashboard(body: unknown): Dashboard {
  const earnings = obj(obj(obj(obj(body).data).ddr).earnings);
  const levels = {
    level1: num(earnings.level1),
    level2: num(earnings.level2),
    level3: num(earnings.level3),
    level4: num(earnings.level4),
  };
  const sum = levels.level1 + levels.level2 + levels.level3 + levels.level4;
  return {
    ddr: {
      ...levels,
      total: typeof earnings.total === 'number' ? earnings.total : Math.round(sum * 100) / 100,
    },
  };
}

import { useSearchParams } from 'react-router-dom';
import { STATEMENT_PROGRAMMES, type StatementProgramme } from '@contract/wallet';
import type { StatementFilters } from './use-statement';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const isProgramme = (v: string | null): v is StatementProgramme =>
  STATEMENT_PROGRAMMES.some((p) => p === v);

/**
 * The statement's filters live in the address, with the API's parameter names (`programme`,
 * `month`; DECISIONS 45): back and forward keep them and a shared link opens the same view.
 * Values the API would refuse are read as no filter.
 */
export function useStatementFilters(): [StatementFilters, (next: StatementFilters) => void] {
  const [params, setParams] = useSearchParams();
  const programme = params.get('programme');
  const month = params.get('month') ?? '';
  const filters: StatementFilters = {
    programme: isProgramme(programme) ? programme : '',
    month: MONTH.test(month) ? month : '',
  };
  const set = (next: StatementFilters) => {
    const q = new URLSearchParams(params);
    for (const key of ['programme', 'month'] as const) {
      if (next[key]) q.set(key, next[key]);
      else q.delete(key);
    }
    setParams(q);
  };
  return [filters, set];
}

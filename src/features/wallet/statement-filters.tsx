import { STATEMENT_PROGRAMMES, type StatementProgramme } from '@contract/wallet';
import { SelectField } from '@/features/auth/components/select-field';
import { TextField } from '@/features/auth/components/text-field';
import { intlLocaleOf } from '@contract/language';
import { activeLanguage } from '@/i18n/catalogue';
import { useT } from '@/i18n/language-context';
import { walletMessages } from './messages';
import type { StatementFilters } from './use-statement';
import { programmeLabel } from './words';

/** "November 2026" in the reader's language, for the month field's hint. */
function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocaleOf(activeLanguage()), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)));
}

/** Programme and month filters; a change starts the list again from the newest entry. */
export function StatementFilterBar({
  value,
  onChange,
}: {
  value: StatementFilters;
  onChange: (next: StatementFilters) => void;
}) {
  const t = useT(walletMessages);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        id="statement-programme"
        label={t('programmeFilter')}
        value={value.programme}
        onChange={(e) => {
          onChange({ ...value, programme: e.target.value as StatementProgramme | '' });
        }}
      >
        <option value="">{t('allProgrammes')}</option>
        {STATEMENT_PROGRAMMES.map((p) => (
          <option key={p} value={p}>
            {programmeLabel(p)}
          </option>
        ))}
      </SelectField>
      <TextField
        id="statement-month"
        label={t('monthFilter')}
        type="month"
        value={value.month}
        hint={value.month ? t('monthChosen', { month: monthName(value.month) }) : t('clearMonth')}
        onChange={(e) => {
          onChange({ ...value, month: e.target.value });
        }}
      />
    </div>
  );
}

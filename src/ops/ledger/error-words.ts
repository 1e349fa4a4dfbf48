/**
 * What the desk says when a call fails: the server's English message in English (it names the
 * rule), the desk's own words in Arabic; an overdraft and a refused role in either language.
 */
import type { Language } from '@contract/language';
import type { Translate } from '@/i18n/language-context';
import { OpsApiError } from '../api';
import type en from './messages.en';

export function ledgerErrorText(e: unknown, t: Translate<typeof en>, language: Language): string {
  if (!(e instanceof OpsApiError)) return t('failed');
  if (e.status === 403) return t('forbidden');
  if (e.code === 'AMOUNT_OVER_BALANCE') return t('overBalance');
  if (language === 'en' && e.status > 0 && e.status < 500 && e.message) return e.message;
  if (e.status === 404) return t('notFound');
  if (e.status === 409) return t('conflict');
  return t('failed');
}

/**
 * What an operator reads when a call fails: the server's English message in English (it names
 * the request and the rule), the console's own words in Arabic by status.
 */
import type { Language } from '@contract/language';
import type { Translate } from '@/i18n/language-context';
import { OpsApiError } from '../api';
import type en from '../messages.en';

export function errorText(error: unknown, t: Translate<typeof en>, language: Language): string {
  if (!(error instanceof OpsApiError)) return t('genericError');
  if (error.status === 403) return t('forbidden');
  if (error.status === 429) return t('rateLimited');
  if (language === 'en' && error.status > 0 && error.status < 500 && error.message)
    return error.message;
  return t('genericError');
}

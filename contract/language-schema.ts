/** The `language` field's rule, apart from contract/language.ts so the first load carries no zod. */
import { z } from 'zod';
import { LANGUAGES } from './language';

export const languageSchema = z.enum(LANGUAGES, {
  error: 'Language must be one of: en, ar',
});

import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  statsTitle: 'رحلة بالأرقام',
  countries: 'دول',
  cities: 'مدن',
  members: 'أعضاء مسجَّلون',
};
export default ar;

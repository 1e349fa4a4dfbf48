import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The tree's words; Arabic arrives as its own chunk. */
export const treeMessages = defineMessages('tree', en, { ar: () => import('./messages.ar') });

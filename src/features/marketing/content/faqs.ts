/**
 * FAQ sections in the spec's order, consistent with the claims of spec section 1. The words are
 * in the FAQ catalogue (`${id}` for the title, `${id}${n}` and `${id}${n}Answer` per question),
 * read in the active language each time they are read.
 */
import { translate } from '@/i18n/catalogue';
import { faqMessages } from '../messages/faq/messages';
import type en from '../messages/faq/messages.en';
import type { FaqItem, FaqSection } from './faq-types';

type Id = keyof typeof en;
type SectionId = 'faqs' | 'general' | 'riders' | 'drivers' | 'payments' | 'safety' | 'support';

const word = (id: Id) => translate(faqMessages, id);

function section(id: SectionId, questions: number): FaqSection {
  const item = (n: number): FaqItem => ({
    get question() {
      return word(`${id}${n}` as Id);
    },
    get answer() {
      return word(`${id}${n}Answer` as Id);
    },
  });
  return {
    id,
    items: Array.from({ length: questions }, (_, i) => item(i + 1)),
    get title() {
      return word(id);
    },
  };
}

export const faqSections: readonly FaqSection[] = [
  section('faqs', 3),
  section('general', 3),
  section('riders', 4),
  section('drivers', 3),
  section('payments', 3),
  section('safety', 3),
  section('support', 3),
];

import { LegalPage, type LegalDocument } from './legal-page';

const TERMS: LegalDocument = {
  title: 'termsTitle',
  description: 'termsDescription',
  lead: 'termsLead',
  sections: [
    'terms1',
    'terms2',
    'terms3',
    'terms4',
    'terms5',
    'terms6',
    'terms7',
    'terms8',
    'terms9',
  ],
};

/** /terms and /ar/terms: the Terms and Conditions (issue 28). */
export default function TermsPage() {
  return <LegalPage doc={TERMS} />;
}

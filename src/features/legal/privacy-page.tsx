import { LegalPage, type LegalDocument } from './legal-page';

const PRIVACY: LegalDocument = {
  title: 'privacyTitle',
  description: 'privacyDescription',
  lead: 'privacyLead',
  sections: [
    'privacy1',
    'privacy2',
    'privacy3',
    'privacy4',
    'privacy5',
    'privacy6',
    'privacy7',
    'privacy8',
    'privacy9',
  ],
};

/** /privacy and /ar/privacy: the Privacy Policy (issue 28). */
export default function PrivacyPage() {
  return <LegalPage doc={PRIVACY} />;
}

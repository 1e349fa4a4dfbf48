import { useEffect } from 'react';
import { useT } from '@/i18n/language-context';
import { opsMessages } from '../messages';

/** The page's heading, also the document title ("Withdrawals · Rihla Ops"). */
export function PageTitle({ children }: { children: string }) {
  const t = useT(opsMessages);
  useEffect(() => {
    document.title = `${children} · ${t('consoleName')}`;
  }, [children, t]);
  return <h1 className="mb-4 text-2xl font-bold text-ink">{children}</h1>;
}

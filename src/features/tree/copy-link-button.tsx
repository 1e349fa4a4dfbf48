import { useEffect, useRef, useState } from 'react';
import { Check, Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { authApi } from '@/features/auth/api';
import { translate } from '@/i18n/catalogue';
import { useT } from '@/i18n/language-context';
import { treeMessages } from './messages';

/** Spec section 9: the copied-link notice shows for 2 seconds. */
export const COPIED_MS = 2000;

/** Fetches the member's referral link and copies it; 'Link Copied!' for 2 s (spec section 4). */
export function CopyLinkButton() {
  const t = useT(treeMessages);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    setBusy(true);
    let link: string;
    try {
      link = (await authApi.referralLink()).referralLink;
      if (!link) throw new Error('No referral link');
    } catch {
      setBusy(false);
      window.alert(translate(treeMessages, 'linkFetchFailed'));
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      setBusy(false);
      window.alert(translate(treeMessages, 'linkCopyFailed'));
      return;
    }
    setBusy(false);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setCopied(false);
    }, COPIED_MS);
  };

  return (
    <>
      <Button variant="accent" onClick={() => void copy()} disabled={busy}>
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Link2 aria-hidden="true" className="size-4" />
        )}
        {copied ? t('linkCopied') : t('copyLink')}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t('linkCopied') : ''}
      </span>
    </>
  );
}

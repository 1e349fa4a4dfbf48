import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Check, Copy, MessageCircle, QrCode as QrIcon, Share2 } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLanguage, useT } from '@/i18n/language-context';
import { notify } from '@/lib/notify';
import { shareMessages } from './messages';
import { linkInLanguage, whatsappHref } from './share-links';

// The QR encoder loads only when a member opens the code.
const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

/** How long 'Link copied!' shows (as the tree's copy button, spec section 9). */
const COPIED_MS = 2000;

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Sharing the member's referral link the way people share in the UAE (issue 31): the device's
 * share sheet where there is one, WhatsApp with our message in the member's language, copy, and
 * a QR code to scan or print. `link` is the member's link as the server gives it; `name` is
 * what the message calls the member.
 */
export function SharePanel({ link, name }: { link: string; name: string }) {
  const t = useT(shareMessages);
  const language = useLanguage();
  const url = linkInLanguage(link, language);
  const message = t('message', { name });
  const [copied, setCopied] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const headingId = useId();
  const qrId = useId();

  const share = async () => {
    try {
      await navigator.share({ title: t('shareTitle'), text: message, url });
    } catch {
      // Closing the sheet rejects too; there is nothing to tell the member.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      notify.error(t('copyFailed'));
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setCopied(false);
    }, COPIED_MS);
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      <label className="mt-4 block text-sm font-semibold">
        {t('linkLabel')}
        <input
          readOnly
          value={url}
          dir="ltr"
          onFocus={(e) => {
            e.currentTarget.select();
          }}
          className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-start font-normal"
        />
      </label>
      <div className="mt-4 flex flex-wrap gap-2">
        {canShare() && (
          <Button onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-4" />
            {t('share')}
          </Button>
        )}
        <a
          href={whatsappHref(message, url)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('whatsappLabel')}
          className={buttonClass('secondary')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('whatsapp')}
        </a>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('copied') : t('copy')}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={qrOpen}
          aria-controls={qrId}
          onClick={() => {
            setQrOpen((open) => !open);
          }}
        >
          <QrIcon aria-hidden="true" className="size-4" />
          {qrOpen ? t('qrHide') : t('qrShow')}
        </Button>
      </div>
      <span role="status" className="sr-only">
        {copied ? t('copied') : ''}
      </span>
      <div id={qrId} hidden={!qrOpen} className="mt-4">
        {qrOpen && (
          <Suspense fallback={null}>
            <p className="mb-3 text-sm text-ink-muted">{t('qrHint')}</p>
            <QrCode
              value={url}
              label={t('qrLabel')}
              downloadLabel={t('download')}
              fileName={`rihla-${language}-referral-qr.png`}
            />
          </Suspense>
        )}
      </div>
    </Card>
  );
}

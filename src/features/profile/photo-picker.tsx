import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { CircleAlert, ImageUp } from 'lucide-react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@contract/profile';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { apiErrorInfo } from '@/lib/api-error';
import { apiErrorText } from '@/lib/api-messages';
import { notify } from '@/lib/notify';
import { userUpdated } from '@/features/auth/auth-slice';
import { translate } from '@/i18n/catalogue';
import { useT } from '@/i18n/language-context';
import { uploadProfilePhoto } from './api';
import { profileMessages } from './messages';

/** What the browser can tell before sending: the declared type and the size. */
function precheck(file: File): string | null {
  if (file.size > PHOTO_MAX_BYTES) return translate(profileMessages, 'photoTooLarge');
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return translate(profileMessages, 'photoType');
  return null;
}

/**
 * Choose a photo, see it, upload it with progress (DECISIONS 37). The server has the last word:
 * a renamed text file passes the browser's look and is refused there with its message.
 */
export function PhotoPicker() {
  const t = useT(profileMessages);
  const dispatch = useAppDispatch();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL lives as long as it is shown.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  // Leaving the page stops an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  const uploading = progress !== null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!picked) return;
    const problem = precheck(picked);
    setError(problem);
    setFile(problem ? null : picked);
  };

  const reset = () => {
    abortRef.current?.abort();
    setFile(null);
    setProgress(null);
    setError(null);
  };

  const upload = async () => {
    if (!file) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setProgress(0);
    try {
      const answer = await uploadProfilePhoto(file, setProgress, controller.signal);
      dispatch(userUpdated(answer.user));
      setFile(null);
      notify.success(t('photoUpdated'));
    } catch (failure) {
      if (!controller.signal.aborted)
        setError(apiErrorText(apiErrorInfo(failure, ''), t('photoFailed')));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
    }
  };

  return (
    <div className="space-y-4">
      <p id={`${errorId}-hint`} className="text-sm text-ink-muted">
        {t('photoHint')}
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-label={t('photoLabel')}
        className="hidden"
        onChange={choose}
      />
      {preview && (
        <img
          src={preview}
          alt={t('preview')}
          className="size-28 rounded-full border border-line object-cover shadow-card"
        />
      )}
      {uploading && <ProgressBar value={progress} label={t('progress')} />}
      <div role="alert" aria-atomic="true">
        {error && (
          <p id={errorId} className="flex items-start gap-1.5 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant={file ? 'secondary' : 'primary'}
          disabled={uploading}
          aria-describedby={`${errorId}-hint`}
          onClick={() => inputRef.current?.click()}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {file ? t('chooseAnother') : t('choosePhoto')}
        </Button>
        {file && (
          <>
            <Button disabled={uploading} onClick={() => void upload()}>
              {uploading ? t('uploading') : t('upload')}
            </Button>
            <Button variant="ghost" onClick={reset}>
              {t('cancel')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

import {
  KYC_IMAGE_FIELD,
  KYC_IMAGES,
  type KycDocumentType,
  type KycImageKind,
} from '@contract/kyc';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/features/auth/components/form-alert';
import { firstErrorId, useFocusRequest } from '@/features/auth/form-errors';
import { useT } from '@/i18n/language-context';
import { apiErrorInfo } from '@/lib/api-error';
import { apiErrorText } from '@/lib/api-messages';
import { notify } from '@/lib/notify';
import { kycApi } from './api';
import { KycDetailsFields } from './kyc-details-fields';
import {
  checkForm,
  kycFieldId,
  wordsOf,
  type Errors,
  type Files,
  type FormField,
  type Values,
} from './kyc-form-rules';
import { KycImageField } from './kyc-image-field';
import { kycMessages } from './messages';

const KIND_OF_FIELD = new Map<string, KycImageKind>(
  Object.entries(KYC_IMAGE_FIELD).map(([kind, field]) => [field, kind as KycImageKind]),
);
const ORDER: FormField[] = [
  'fullName',
  'documentNumber',
  'nationality',
  'documentExpiry',
  'dateOfBirth',
  'id_front',
  'id_back',
  'passport',
  'selfie',
];

/** The submission form (DECISIONS 48): the document's details, its photos and a selfie. */
export function KycForm({ again, onDone }: { again: boolean; onDone: () => void }) {
  const t = useT(kycMessages);
  const focus = useFocusRequest();
  const [values, setValues] = useState<Values>({
    documentType: 'emirates_id',
    fullName: '',
    documentNumber: '',
    nationality: '',
    documentExpiry: '',
    dateOfBirth: '',
  });
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const kinds = KYC_IMAGES[values.documentType];

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = checkForm(values, files);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focus(firstErrorId(ORDER, found, kycFieldId));
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    for (const kind of kinds) {
      const file = files[kind];
      if (file) form.append(KYC_IMAGE_FIELD[kind], file);
    }
    setSending(true);
    try {
      await kycApi.submit(form);
      notify.success(t('submitted'));
      onDone();
    } catch (error) {
      const info = apiErrorInfo(error, t('submitFailed'));
      const fieldErrors: Errors = {};
      for (const [key, message] of Object.entries(info.errors ?? {})) {
        const field =
          KIND_OF_FIELD.get(key) ?? (ORDER.includes(key as FormField) ? (key as FormField) : null);
        if (field) fieldErrors[field] = wordsOf(message);
      }
      setErrors(fieldErrors);
      const text =
        info.message && wordsOf(info.message) !== info.message
          ? wordsOf(info.message)
          : apiErrorText(info, t('submitFailed'));
      setFormError(Object.keys(fieldErrors).length > 0 ? null : text);
      notify.error(text);
      focus(firstErrorId(ORDER, fieldErrors, kycFieldId));
    } finally {
      setSending(false);
    }
  };

  const pickType = (documentType: KycDocumentType) => {
    setValues((v) => ({ ...v, documentType, documentNumber: '' }));
    setErrors({});
  };

  return (
    <Card>
      <h2 className="mb-4 text-lg font-bold">{again ? t('formTitleAgain') : t('formTitle')}</h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <FormAlert message={formError} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">{t('labelDocument')}</legend>
          <div className="flex flex-wrap gap-3">
            {(['emirates_id', 'passport'] as const).map((type) => (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-4 has-checked:border-brand-600 has-checked:bg-brand-50 dark:has-checked:bg-brand-950"
              >
                <input
                  type="radio"
                  name="documentType"
                  value={type}
                  checked={values.documentType === type}
                  disabled={sending}
                  onChange={() => {
                    pickType(type);
                  }}
                />
                {type === 'passport' ? t('labelPassport') : t('labelEmiratesId')}
              </label>
            ))}
          </div>
        </fieldset>
        <KycDetailsFields
          values={values}
          errors={errors}
          disabled={sending}
          onChange={(field, value) => {
            setValues((v) => ({ ...v, [field]: value }));
          }}
        />
        <fieldset className="space-y-3">
          <legend className="mb-1.5 text-sm font-semibold">{t('imagesTitle')}</legend>
          {kinds.map((kind) => (
            <KycImageField
              key={kind}
              id={kycFieldId(kind)}
              label={t('image', { kind })}
              hint={kind === 'selfie' ? t('selfieHint') : t('imageHint')}
              file={files[kind] ?? null}
              error={errors[kind]}
              {...(kind === 'selfie' ? { capture: 'user' as const } : {})}
              disabled={sending}
              onPick={(file) => {
                setFiles((f) => ({ ...f, [kind]: file ?? undefined }));
              }}
            />
          ))}
        </fieldset>
        <p className="text-xs text-ink-muted">{t('privacy')}</p>
        <Button type="submit" disabled={sending} className="w-full sm:w-auto">
          {sending ? t('submitting') : t('submit')}
        </Button>
      </form>
    </Card>
  );
}

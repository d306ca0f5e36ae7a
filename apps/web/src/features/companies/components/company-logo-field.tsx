import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_TYPES,
  type CompanyLogoContentType,
} from '@hirehand/shared/business/company';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CompanyLogo } from './company-logo';

const ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
const isLogoType = (type: string): type is CompanyLogoContentType => type in COMPANY_LOGO_TYPES;

/** A local preview of the chosen file (a blob: URL, which the CSP allows), revoked when it changes. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The logo in the company form: the current logo (or the initial), a file picker whose choice is
 * previewed at once and uploaded when the form is saved. Type and size are checked here first;
 * the server reads the bytes again.
 */
export function CompanyLogoField({
  name,
  logoUrl,
  file,
  onChange,
  error,
  onError,
}: {
  name: string;
  logoUrl: string | null;
  file: File | null;
  onChange(file: File | null): void;
  error?: string;
  onError(message: string): void;
}) {
  const { t } = useTranslation('companies');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!picked) return;
    if (!isLogoType(picked.type)) return onError(t('logo.typeNotAllowed'));
    if (picked.size > COMPANY_LOGO_MAX_BYTES) return onError(t('logo.tooLarge'));
    onChange(picked);
  };

  return (
    <fieldset
      className="flex flex-col gap-3 sm:col-span-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('logo.label')}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <CompanyLogo
          name={name}
          logoUrl={logoUrl}
          src={preview}
          alt={preview ? t('logo.previewAlt') : t('logoAlt', { name })}
          size="lg"
        />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="company-logo-input"
            onChange={onPick}
          />
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" className="size-4" />
            {logoUrl || file ? t('logo.change') : t('logo.choose')}
          </Button>
          {file ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              {t('logo.undo')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('logo.hint')}
      </p>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {file ? t('logo.chosen', { name: file.name }) : null}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

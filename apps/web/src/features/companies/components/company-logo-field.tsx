import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_TYPES,
  type CompanyLogoContentType,
} from '@hirehand/shared/business/company';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ImageFileField, usePreviewUrl } from '@/components/ui/image-file-field';
import { CompanyLogo } from './company-logo';

const ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
const isLogoType = (type: string): type is CompanyLogoContentType => type in COMPANY_LOGO_TYPES;

/**
 * The logo in the company form: the current logo (or the initial), a file picker whose choice is
 * previewed at once and uploaded when the form is saved.
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
  const preview = usePreviewUrl(file);

  return (
    <ImageFileField
      legend={t('logo.label')}
      hint={t('logo.hint')}
      image={
        <CompanyLogo
          name={name}
          logoUrl={logoUrl}
          src={preview}
          alt={preview ? t('logo.previewAlt') : t('logoAlt', { name })}
          size="lg"
        />
      }
      accept={ACCEPT}
      inputTestId="company-logo-input"
      chooseLabel={logoUrl || file ? t('logo.change') : t('logo.choose')}
      actions={
        file ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('logo.undo')}
          </Button>
        ) : null
      }
      status={file ? t('logo.chosen', { name: file.name }) : null}
      error={error}
      check={(picked) =>
        !isLogoType(picked.type)
          ? t('logo.typeNotAllowed')
          : picked.size > COMPANY_LOGO_MAX_BYTES
            ? t('logo.tooLarge')
            : null
      }
      onPick={onChange}
      onError={onError}
    />
  );
}

import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  isAvatarContentType,
  isServedAvatar,
} from '@hirehand/shared/profile/avatar';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ImageFileField, usePreviewUrl } from '@/components/ui/image-file-field';

/** What saving the form does to the picture: nothing, upload this file, or remove the picture. */
export type PictureChange = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'remove' };

/**
 * The profile picture in the profile form: the current picture (or initials), a file picker whose
 * choice is previewed at once and uploaded when the form is saved, and Remove.
 */
export function ProfilePictureField({
  name,
  picture,
  change,
  onChange,
  error,
  onError,
}: {
  name: string;
  picture: string | null;
  change: PictureChange;
  onChange(change: PictureChange): void;
  error?: string;
  onError(message: string): void;
}) {
  const { t } = useTranslation('settings');
  const preview = usePreviewUrl(change.kind === 'upload' ? change.file : null);
  const current = change.kind === 'remove' ? null : picture;
  const linked = current !== null && !isServedAvatar(current) && change.kind === 'keep';

  let status: string | null = null;
  if (change.kind === 'upload') status = t('picture.chosen', { name: change.file.name });
  else if (change.kind === 'remove') status = t('picture.removing');
  else if (linked) status = t('picture.linked');

  const keep = (
    <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'keep' })}>
      {t('picture.undo')}
    </Button>
  );
  const actions =
    change.kind === 'upload' || change.kind === 'remove' ? (
      keep
    ) : current ? (
      <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'remove' })}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('picture.remove')}
      </Button>
    ) : null;

  return (
    <ImageFileField
      legend={t('picture.label')}
      hint={t('picture.hint')}
      image={
        <Avatar
          name={name}
          picture={current}
          src={preview}
          alt={preview ? t('picture.previewAlt') : t('picture.currentAlt')}
          size="lg"
        />
      }
      accept={AVATAR_ACCEPT}
      inputTestId="picture-input"
      chooseLabel={picture || change.kind === 'upload' ? t('picture.change') : t('picture.choose')}
      actions={actions}
      status={status}
      error={error}
      check={(file) =>
        !isAvatarContentType(file.type)
          ? t('picture.typeNotAllowed')
          : file.size > AVATAR_MAX_BYTES
            ? t('picture.tooLarge')
            : null
      }
      onPick={(file) => onChange({ kind: 'upload', file })}
      onError={onError}
    />
  );
}

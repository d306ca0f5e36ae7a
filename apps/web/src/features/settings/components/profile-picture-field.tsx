import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  isAvatarContentType,
  isServedAvatar,
} from '@hirehand/shared/profile/avatar';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';

/** What saving the form does to the picture: nothing, upload this file, or remove the picture. */
export type PictureChange = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'remove' };

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
 * The profile picture in the profile form: the current picture (or initials), a file picker whose
 * choice is previewed at once and uploaded when the form is saved, and Remove. The chosen file is
 * checked here for type and size first; the server checks the bytes again.
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
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(change.kind === 'upload' ? change.file : null);
  const current = change.kind === 'remove' ? null : picture;
  const linked = current !== null && !isServedAvatar(current) && change.kind === 'keep';

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    if (!isAvatarContentType(file.type)) return onError(t('picture.typeNotAllowed'));
    if (file.size > AVATAR_MAX_BYTES) return onError(t('picture.tooLarge'));
    onChange({ kind: 'upload', file });
  };

  let status: string | null = null;
  if (change.kind === 'upload') status = t('picture.chosen', { name: change.file.name });
  else if (change.kind === 'remove') status = t('picture.removing');
  else if (linked) status = t('picture.linked');

  return (
    <fieldset
      className="flex flex-col gap-3 sm:col-span-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('picture.label')}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar
          name={name}
          picture={current}
          src={preview}
          alt={preview ? t('picture.previewAlt') : t('picture.currentAlt')}
          size="lg"
        />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="picture-input"
            onChange={onPick}
          />
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" className="size-4" />
            {picture || change.kind === 'upload' ? t('picture.change') : t('picture.choose')}
          </Button>
          {change.kind === 'upload' ? (
            <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'keep' })}>
              {t('picture.undo')}
            </Button>
          ) : current ? (
            <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'remove' })}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('picture.remove')}
            </Button>
          ) : change.kind === 'remove' ? (
            <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'keep' })}>
              {t('picture.undo')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('picture.hint')}
      </p>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { UpdateProfileInput, type UserDto } from '@hirehand/shared/profile/profile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { updateStoredUser } from '@/lib/session/session';
import { firstFieldErrors, useFormErrors } from '@/lib/use-form-errors';
import { updateProfile, uploadProfilePicture } from '../api/settings-api';
import { type PictureChange, ProfilePictureField } from './profile-picture-field';

const FIELDS = ['full_name', 'phone', 'city', 'skills', 'bio', 'profile_picture'] as const;
type FieldName = (typeof FIELDS)[number];
type TextFieldName = Exclude<FieldName, 'profile_picture'>;

const toValues = (user: UserDto): Record<TextFieldName, string> => ({
  full_name: user.full_name,
  phone: user.phone ? formatPhone(user.phone) : '',
  city: user.city ?? '',
  skills: user.skills.join(', '),
  bio: user.bio ?? '',
});

const KEEP: PictureChange = { kind: 'keep' };

/** Edits the profile through PATCH /api/profile/me. */
export function EditProfileForm({
  user,
  headingId,
  onSaved,
}: {
  user: UserDto;
  headingId: string;
  onSaved(user: UserDto): void;
}) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState(() => toValues(user));
  const [picture, setPicture] = useState<PictureChange>(KEEP);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useFormErrors(FIELDS);

  const update = (field: TextFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
    setOutcome(null);
  };

  const changePicture = (change: PictureChange) => {
    setPicture(change);
    form.clear('profile_picture');
    setOutcome(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.setGeneral(null);
    const input = {
      full_name: values.full_name,
      phone: values.phone || null,
      city: values.city || null,
      skills: values.skills
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      bio: values.bio || null,
      ...(picture.kind === 'remove' ? { profile_picture: null } : {}),
    };
    const parsed = UpdateProfileInput.safeParse(input);
    if (!parsed.success) {
      form.show(
        firstFieldErrors(
          FIELDS,
          parsed.error.issues.map((i) => [i.path[0], i.message]),
        ),
      );
      return;
    }
    setBusy(true);
    const saved = (next: UserDto) => {
      updateStoredUser(next);
      onSaved(next);
      setValues(toValues(next));
    };
    try {
      saved(await updateProfile(input));
    } catch (error) {
      form.fromError(error, t('failed'));
      setBusy(false);
      return;
    }
    // The fields are saved first, so a refused picture leaves them saved and the choice in place to retry.
    try {
      if (picture.kind === 'upload') saved(await uploadProfilePicture(picture.file));
      setPicture(KEEP);
      setOutcome({ kind: 'success', message: t('saved') });
    } catch (error) {
      form.show({
        profile_picture: error instanceof ApiError && error.detail ? error.detail : t('picture.failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Exclude<TextFieldName, 'bio'>, label: string, extra: Record<string, string> = {}) => (
    <Field
      label={label}
      error={form.errors[field]}
      required={field === 'full_name'}
      hint={field === 'skills' ? t('profile.skillsHint') : undefined}
    >
      {(control) => (
        <Input
          {...control}
          {...extra}
          value={values[field]}
          onChange={(e) => update(field, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={form.formRef}
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2"
    >
      {text('full_name', t('profile.fullName'), { autoComplete: 'name' })}
      {text('phone', t('profile.phone'), { type: 'tel', autoComplete: 'tel' })}
      {text('city', t('profile.city'), { autoComplete: 'address-level2' })}
      {text('skills', t('profile.skills'))}
      <ProfilePictureField
        name={values.full_name || user.full_name}
        picture={user.profile_picture}
        change={picture}
        onChange={changePicture}
        error={form.errors.profile_picture}
        onError={(message) => form.show({ profile_picture: message })}
      />
      <Field label={t('profile.bio')} error={form.errors.bio} className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.bio}
            onChange={(e) => update('bio', e.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : outcome} />
        <Button type="submit" disabled={busy}>
          {busy ? t('profile.busy') : t('profile.submit')}
        </Button>
      </div>
    </form>
  );
}

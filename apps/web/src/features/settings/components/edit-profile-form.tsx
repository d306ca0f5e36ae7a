import { PROFILE_LIMITS, UpdateProfileInput, type UserDto } from '@hirehand/shared/profile/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { type PictureChange, ProfilePictureField } from './profile-picture-field';

type TextFieldName = 'full_name' | 'phone' | 'city' | 'skills' | 'bio';

const KEEP: PictureChange = { kind: 'keep' };

type Values = Record<TextFieldName, string> & { profile_picture: PictureChange };

const toValues = (user: UserDto): Values => ({
  full_name: user.full_name,
  phone: user.phone ? formatPhone(user.phone) : '',
  city: user.city ?? '',
  skills: user.skills.join(', '),
  bio: user.bio ?? '',
  profile_picture: KEEP,
});

/** The PATCH body: empty texts clear their field; the picture goes separately unless removed. */
const toInput = (values: Values) => ({
  full_name: values.full_name,
  phone: values.phone || null,
  city: values.city || null,
  skills: values.skills
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  bio: values.bio || null,
  ...(values.profile_picture.kind === 'remove' ? { profile_picture: null } : {}),
});

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
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Awaited inside the form's submit, which owns the pending state and the error mapping; the
  // hooks store the saved profile in the session, and per-call callbacks would be dropped once
  // the form has unmounted.
  const { mutateAsync: saveFields } = useUpdateProfile();
  const { mutateAsync: uploadPicture } = useUploadProfilePicture();
  const form = useZodForm({
    initial: toValues(user),
    schema: UpdateProfileInput,
    toInput,
    failure: () => t('failed'),
    onEdit: () => setOutcome(null),
  });
  const { values } = form;
  const update = (field: TextFieldName, value: string) => form.setValue(field, value);

  const onSubmit = form.handleSubmit(async () => {
    const picture = values.profile_picture;
    const saved = (next: UserDto) => {
      onSaved(next);
      form.setValues((current) => ({ ...toValues(next), profile_picture: current.profile_picture }));
    };
    saved(await saveFields(toInput(values)));
    // The fields are saved first, so a refused picture leaves them saved and the choice in place to retry.
    try {
      if (picture.kind === 'upload') saved(await uploadPicture(picture.file));
      form.setValue('profile_picture', KEEP);
      setOutcome({ kind: 'success', message: t('saved') });
    } catch (error) {
      form.showErrors({
        profile_picture: error instanceof ApiError && error.detail ? error.detail : t('picture.failed'),
      });
    }
  });

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
        change={values.profile_picture}
        onChange={(change) => form.setValue('profile_picture', change)}
        error={form.errors.profile_picture}
        onError={(message) => form.showErrors({ profile_picture: message })}
      />
      <Field label={t('profile.bio')} error={form.errors.bio} className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxChars={PROFILE_LIMITS.bio}
            value={values.bio}
            onChange={(e) => update('bio', e.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : outcome} />
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('profile.busy') : t('profile.submit')}
        </Button>
      </div>
    </form>
  );
}

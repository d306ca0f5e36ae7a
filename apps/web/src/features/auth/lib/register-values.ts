import { AUTH_MESSAGES, RegisterInput } from '@hirehand/shared/auth/auth';
import type { UserType } from '@hirehand/shared/users/user-types';
import { PASSWORDS_DIFFER } from '@/components/ui/password-input';
import { type FieldErrors, firstFieldErrors } from '@/lib/forms/field-errors';
import { signUpLocale } from './sign-up-locale';

export interface RegisterValues {
  user_type: UserType;
  email: string;
  full_name: string;
  password: string;
  confirm_password: string;
  phone: string;
  city: string;
  skills: string;
  bio: string;
}

export const REGISTER_FIELDS = [
  'user_type',
  'email',
  'full_name',
  'password',
  'confirm_password',
  'phone',
  'city',
  'skills',
  'bio',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const STEP_ONE_FIELDS: readonly RegisterField[] = [
  'user_type',
  'email',
  'full_name',
  'password',
  'confirm_password',
];

export const EMPTY_REGISTER: RegisterValues = {
  user_type: 'worker',
  email: '',
  full_name: '',
  password: '',
  confirm_password: '',
  phone: '',
  city: '',
  skills: '',
  bio: '',
};

/** The request body from the form's values: skills split on commas. */
export function toRegisterRequest(values: RegisterValues): RegisterInput {
  return {
    email: values.email,
    password: values.password,
    user_type: values.user_type,
    full_name: values.full_name,
    phone: values.phone || null,
    city: values.city || null,
    skills: values.skills.split(','),
    bio: values.bio || null,
    ...signUpLocale(),
  };
}

/** Validates with the shared RegisterInput plus the confirmation; returns the errors of `fields`. */
export function validateRegister(
  values: RegisterValues,
  fields: readonly RegisterField[],
): { errors: FieldErrors<RegisterField>; data: ReturnType<typeof RegisterInput.parse> | null } {
  const parsed = RegisterInput.safeParse(toRegisterRequest(values));
  const errors = parsed.success
    ? {}
    : firstFieldErrors(
        REGISTER_FIELDS,
        parsed.error.issues.map((i) => [i.path[0], i.message]),
      );
  if (values.confirm_password !== values.password) errors.confirm_password = PASSWORDS_DIFFER;
  if (!values.password) errors.password = AUTH_MESSAGES.passwordRequired;
  const picked: FieldErrors<RegisterField> = {};
  for (const field of fields) if (errors[field]) picked[field] = errors[field];
  return { errors: picked, data: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null };
}

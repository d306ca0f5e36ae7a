import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
import {
  MODAL_LOGIN_PASSWORD_MIN_LENGTH,
  passwordStrength,
  REQUIRED_PASSWORD_STRENGTH,
} from '@hirehand/shared/auth/password-rules';
import type { UserType } from '@hirehand/shared/users/user-types';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { isTooCommonPassword, usePreloadCommonPasswordCheck } from '@/lib/forms/common-password';
import { type ParseResult, schemaFromParse } from '@/lib/forms/schema-from-parse';
import { useZodForm } from '@/lib/forms/use-zod-form';
import type { AuthMode } from '@/lib/modals/open-auth-modal';
import { useEmailSignIn } from '../api/email-sign-in';
import { useEmailSignUp } from '../api/email-sign-up';
import { finishIdpSignIn } from '../lib/finish-idp-sign-in';
import type { SignedInNext } from '../lib/finish-sign-in';
import { idpErrorText, liveEmailCheck } from '../lib/idp-messages';
import { PasswordStrength } from './password-strength';
import { UserTypeSelect } from './user-type-select';

interface Values {
  full_name: string;
  email: string;
  password: string;
  confirm_password: string;
}
type FieldName = keyof Values;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface IdpEmailFormProps {
  mode: AuthMode;
  /** Filled in after a password reset. */
  initialEmail?: string;
  userType: UserType;
  onUserTypeChange(type: UserType): void;
  onForgot(email: string): void;
  onError(message: string | null): void;
  onSignedIn(next: SignedInNext): void;
}

/** The default modal's e-mail tab: the hosted identity provider, then firebase-login/-register. */
export function IdpEmailForm(props: IdpEmailFormProps) {
  const { mode, userType, onError, onSignedIn } = props;
  const { t } = useTranslation('auth');
  const register = mode === 'register';
  // Awaited inside the form's submit, which owns the pending state; per-call callbacks would be
  // dropped once the modal has unmounted, and the session must still be stored.
  const { mutateAsync: signUp } = useEmailSignUp();
  const { mutateAsync: signIn } = useEmailSignIn();
  const form = useZodForm({
    initial: { full_name: '', email: props.initialEmail ?? '', password: '', confirm_password: '' },
    // The provider's own rules, per mode, rather than a server contract.
    schema: schemaFromParse((current: Values): ParseResult<Values> => {
      const errors = validate(current);
      return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input: current };
    }),
    // Failures go to the modal's status box through onError, never to this form.
    failure: () => '',
  });
  const { values } = form;
  const busy = form.pending;
  usePreloadCommonPasswordCheck(register);
  const live = liveEmailCheck(values.email);
  const welcome = {
    created: t('alerts.welcomeNew', { provider: t('idp.providerEmail') }),
    back: t('alerts.welcomeBack'),
  };

  const update = (field: FieldName, value: string) =>
    form.setValue(field, field === 'email' ? value.trim().toLowerCase() : value);

  function validate(values: Values) {
    const errors: Partial<Record<FieldName, string>> = {};
    if (register) {
      if (!values.email) errors.email = AUTH_MESSAGES.emailRequired;
      else if (!EMAIL_SHAPE.test(values.email)) errors.email = t('idp.validation.emailInvalid');
      if (values.full_name.trim().length < 2) errors.full_name = t('idp.validation.fullName');
      if (passwordStrength(values.password) < REQUIRED_PASSWORD_STRENGTH)
        errors.password = t('idp.validation.weakPassword');
      if (values.confirm_password !== values.password)
        errors.confirm_password = t('idp.validation.passwordsDiffer');
    } else {
      if (!values.email.includes('@')) errors.email = t('idp.validation.emailInvalid');
      if (values.password.length < MODAL_LOGIN_PASSWORD_MIN_LENGTH)
        errors.password = t('idp.validation.passwordShort');
    }
    return errors;
  }

  const send = form.handleSubmit(async (values) => {
    if (register && (await isTooCommonPassword(values.password, [values.email, values.full_name]))) {
      form.showErrors({ password: t('commonPassword') });
      return;
    }
    try {
      const result = register
        ? await signUp({
            email: values.email,
            password: values.password,
            fullName: values.full_name.trim(),
            userType,
          })
        : await signIn({ email: values.email, password: values.password });
      onSignedIn(finishIdpSignIn(result, welcome));
    } catch (error) {
      onError(idpErrorText(t, register ? 'register' : 'login', error));
    }
  });
  const onSubmit = (event: FormEvent) => {
    if (!busy) onError(null);
    send(event);
  };

  return (
    <form
      ref={form.formRef}
      aria-label={register ? t('register.formName') : t('login.formName')}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
    >
      {register ? (
        <>
          <Field label={t('fields.fullName')} error={form.errors.full_name} required>
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                value={values.full_name}
                onChange={(e) => update('full_name', e.target.value)}
              />
            )}
          </Field>
          <UserTypeSelect value={userType} onChange={props.onUserTypeChange} />
        </>
      ) : null}
      <Field
        label={t('fields.email')}
        error={form.errors.email}
        required
        hint={
          live && !form.errors.email ? (
            <span className={live.ok ? 'text-green-800' : 'text-amber-800'}>{t(`idp.live.${live.key}`)}</span>
          ) : undefined
        }
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => update('email', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('fields.password')} error={form.errors.password} required>
        {(control) => (
          <div className="grid gap-2">
            <PasswordInput
              {...control}
              autoComplete={register ? 'new-password' : 'current-password'}
              value={values.password}
              onChange={(e) => update('password', e.target.value)}
            />
            {register ? <PasswordStrength password={values.password} /> : null}
          </div>
        )}
      </Field>
      {register ? null : (
        <div className="-mt-2 flex justify-end">
          <Button variant="link" onClick={() => props.onForgot(values.email)}>
            {t('login.forgot')}
          </Button>
        </div>
      )}
      {register ? (
        <Field label={t('fields.confirmPassword')} error={form.errors.confirm_password} required>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={values.confirm_password}
              onChange={(e) => update('confirm_password', e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Button type="submit" size="lg" disabled={busy}>
        {register
          ? busy
            ? t('idp.creating')
            : t('idp.createAccount')
          : busy
            ? t('idp.signingIn')
            : t('idp.signIn')}
      </Button>
    </form>
  );
}

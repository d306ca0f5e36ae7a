import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { isTooCommonPassword, usePreloadCommonPasswordCheck } from '@/lib/forms/common-password';
import { schemaFromParse } from '@/lib/forms/schema-from-parse';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useRegisterAccount } from '../api/register-account';
import { finishSignIn, type SignedInNext } from '../lib/finish-sign-in';
import {
  EMPTY_REGISTER,
  REGISTER_FIELDS,
  type RegisterValues,
  STEP_ONE_FIELDS,
  validateRegister,
} from '../lib/register-values';
import { RegisterStepBasic, RegisterStepProfile } from './register-step-basic';
import { SocialButtons } from './social-buttons';

interface LegacyRegisterFormProps {
  onSignedIn(next: SignedInNext): void;
}

/**
 * The two-step registration form of the direct family (docs/decisions/018-two-sign-in-families.md).
 * The progress bar names the step; the modal around it holds the one heading and the one switch to sign-in.
 */
export function LegacyRegisterForm({ onSignedIn }: LegacyRegisterFormProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<1 | 2>(1);
  // Awaited inside the form's submit, which owns the pending state and the error mapping; per-call
  // callbacks would be dropped once the modal has unmounted, and the session must still be stored.
  const { mutateAsync: createAccount } = useRegisterAccount();
  const form = useZodForm({
    initial: EMPTY_REGISTER,
    // Step 1 checks its own fields only; step 2 checks them all before sending.
    schema: schemaFromParse((values: RegisterValues) => {
      const { errors, data } = validateRegister(values, step === 1 ? STEP_ONE_FIELDS : REGISTER_FIELDS);
      if (Object.keys(errors).length > 0 || (step === 2 && !data)) return { ok: false, errors };
      return { ok: true, input: step === 2 ? data : null };
    }),
    failure: () => t('register.failed'),
    // An error on a step-1 field, found here or by the server, brings that step back.
    onInvalid: (errors) => {
      if (STEP_ONE_FIELDS.some((field) => errors[field])) setStep(1);
    },
  });
  const { values } = form;
  const busy = form.pending;
  usePreloadCommonPasswordCheck();

  const onSubmit = form.handleSubmit((data) => {
    if (!data) {
      // The password is a step-1 field: a too-common one is refused before step 2.
      return isTooCommonPassword(values.password, [values.email, values.full_name]).then((tooCommon) => {
        if (tooCommon) form.showErrors({ password: t('commonPassword') });
        else setStep(2);
      });
    }
    return createAccount(data).then((result) =>
      onSignedIn(finishSignIn(result.access_token, result.user, null)),
    );
  });

  return (
    <div>
      <div>
        <p className="text-xs font-semibold text-slate-700">{t('register.progress', { step })}</p>
        <div
          role="progressbar"
          aria-label={t('register.progress', { step })}
          aria-valuemin={1}
          aria-valuemax={2}
          aria-valuenow={step}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={step === 1 ? 'h-full w-1/2 bg-blue-700' : 'h-full w-full bg-blue-700'} />
        </div>
        <div className="mt-1 flex justify-between text-xs">
          <span className={step === 1 ? 'font-semibold text-blue-800' : 'text-slate-600'}>
            {t('register.stepBasic')}
          </span>
          <span className={step === 2 ? 'font-semibold text-blue-800' : 'text-slate-600'}>
            {t('register.stepProfile')}
          </span>
        </div>
      </div>
      {step === 2 ? <p className="mt-4 text-sm text-slate-700">{t('register.profileIntro')}</p> : null}
      <form
        ref={form.formRef}
        aria-label={t('register.formName')}
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4"
      >
        {step === 1 ? (
          <RegisterStepBasic values={values} errors={form.errors} update={form.setValue} />
        ) : (
          <RegisterStepProfile values={values} errors={form.errors} update={form.setValue} />
        )}
        <div>
          <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : null} />
        </div>
        {step === 1 ? (
          <Button type="submit" size="lg">
            {t('register.continue')}
          </Button>
        ) : (
          <div className="flex gap-2">
            <Button variant="secondary" size="lg" onClick={() => setStep(1)} disabled={busy}>
              {t('register.back')}
            </Button>
            <Button type="submit" size="lg" disabled={busy} className="flex-1">
              {busy ? t('register.busy') : t('register.submit')}
            </Button>
          </div>
        )}
      </form>
      {step === 1 ? <SocialButtons userType={values.user_type} /> : null}
    </div>
  );
}

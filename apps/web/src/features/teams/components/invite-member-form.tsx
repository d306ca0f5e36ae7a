import { TeamInviteInput } from '@hirehand/shared/business/team';
import { DEFAULT_INVITE_ROLE, type InvitableRole } from '@hirehand/shared/business/team-roles';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useInviteMember } from '../api/invite-member';
import { selectLook } from '../lib/select-look';

interface InviteMemberFormProps {
  companyId: string | undefined;
  /** The roles the caller may give (never the owner, never above their own). */
  roles: readonly InvitableRole[];
  onDone(): void;
}

/** Spec 2 §2.4, §5: Email Address and Role (Team Member by default), validated by the shared schema. */
export function InviteMemberForm({ companyId, roles, onDone }: InviteMemberFormProps) {
  const { t } = useTranslation('teams');
  const invite = useInviteMember();
  const initialRole = roles.includes(DEFAULT_INVITE_ROLE)
    ? DEFAULT_INVITE_ROLE
    : (roles[0] ?? DEFAULT_INVITE_ROLE);
  const form = useZodForm({
    initial: { email: '', role: initialRole as InvitableRole },
    schema: TeamInviteInput,
    toInput: (values) => ({ ...values, ...(companyId ? { company_id: companyId } : {}) }),
    failure: () => t('invite.failed'),
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={t('invite.heading')}
      className="mb-4 rounded-xl border border-blue-200 bg-blue-50/50 p-4"
      onSubmit={form.handleSubmit(async (input) => {
        await invite.mutateAsync(input);
        toast(t('invite.sent'), 'success');
        form.reset();
        onDone();
      })}
    >
      <h3 className="mb-3 text-base font-semibold text-slate-900">{t('invite.heading')}</h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <Field label={t('invite.email')} error={form.errors.email} required>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="off"
              placeholder={t('invite.emailPlaceholder')}
              value={form.values.email}
              onChange={(event) => form.setValue('email', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('invite.role')} error={form.errors.role} required>
          {(control) => (
            <select
              {...control}
              name="role"
              value={form.values.role}
              onChange={(event) => form.setValue('role', event.target.value as InvitableRole)}
              className={selectLook}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <DialogFormActions
        className="mt-4"
        error={form.general}
        pending={form.pending}
        cancelLabel={t('invite.cancel')}
        submitLabel={form.pending ? t('invite.sending') : t('invite.send')}
        icon={<Send aria-hidden="true" className="size-4" />}
        onCancel={() => {
          form.reset();
          onDone();
        }}
      />
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormOutcome } from '@/components/ui/form-outcome';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { clearSession, flashAfterReload } from '@/lib/session/session';
import { useDeleteAccount } from '../api/account-actions';

/** Delete account: a confirmation dialog asking for the current password, then DELETE /api/account. */
export function DeleteAccount() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useDeleteAccount();
  // Stays true from the answer until the page has gone, as the reload takes a moment.
  const busy = mutation.isPending || mutation.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    mutation.mutate(password, {
      onSuccess: (result) => {
        clearSession();
        flashAfterReload(result.message || t('delete.done'));
        window.location.assign('/');
      },
      onError: (err) => {
        const fieldMessage = err instanceof ApiError ? Object.values(err.fieldErrors)[0] : undefined;
        setError((err instanceof ApiError && (err.detail ?? fieldMessage)) || t('failed'));
      },
    });
  };

  return (
    <div>
      <p className="text-sm text-slate-700">{t('delete.text')}</p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword('');
            setError(null);
          }
        }}
      >
        <DialogTrigger asChild>
          <Button variant="danger" className="mt-3">
            {t('delete.open')}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('delete.close')}>
          <DialogTitle className="pr-8">{t('delete.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('delete.dialogText')}</DialogDescription>
          <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
            <Field label={t('delete.password')}>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    setError(null);
                  }}
                />
              )}
            </Field>
            <div>
              <FormOutcome outcome={error ? { kind: 'error', message: error } : null} />
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">{t('delete.cancel')}</Button>
              </DialogClose>
              <Button type="submit" variant="danger" disabled={busy}>
                {busy ? t('delete.busy') : t('delete.confirm')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}

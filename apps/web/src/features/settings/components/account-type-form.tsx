import type { UserDto } from '@hirehand/shared/profile/profile';
import type { UserType } from '@hirehand/shared/users/user-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountTypePicker } from '@/components/account-type-picker';
import { Button } from '@/components/ui/button';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { updateStoredUser } from '@/lib/session/session';
import { useChangeUserType } from '../api/account-actions';
import { fetchUserTypeStatus, USER_TYPE_STATUS_QUERY_KEY } from '../api/settings-api';

/**
 * Worker / Employer / Company, the registration picker's cards, changeable through
 * PATCH /api/account/user-type while the server says nothing depends on the type; otherwise
 * the cards are disabled and the server's reason says why.
 */
export function AccountTypeForm({
  headingId,
  onChanged,
}: {
  headingId: string;
  onChanged(user: UserDto): void;
}) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: USER_TYPE_STATUS_QUERY_KEY, queryFn: fetchUserTypeStatus });
  const [choice, setChoice] = useState<UserType | null>(null);
  const mutation = useChangeUserType();
  const busy = mutation.isPending;
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (status.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-5" />
        {tc('loading')}
      </p>
    );
  }
  if (status.isError)
    return <FormOutcome outcome={{ kind: 'error', message: t('accountType.loadFailed') }} />;

  const current = status.data.user_type;
  const selected = choice ?? current;
  const locked = !status.data.can_change;
  const reasonId = `${headingId}-reason`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || locked || selected === current) return;
    setOutcome(null);
    mutation.mutate(
      { user_type: selected },
      {
        onSuccess: (result) => {
          updateStoredUser(result.user);
          onChanged(result.user);
          setChoice(null);
          setOutcome({ kind: 'success', message: result.message || t('accountType.done') });
        },
        onError: (error) => {
          setChoice(null);
          // A refusal (409) means something now depends on the type: the reloaded status says what.
          if (!(error instanceof ApiError && error.status === 409)) {
            setOutcome({
              kind: 'error',
              message: (error instanceof ApiError && error.detail) || t('failed'),
            });
          }
        },
        onSettled: () => queryClient.invalidateQueries({ queryKey: USER_TYPE_STATUS_QUERY_KEY }),
      },
    );
  };

  return (
    <form aria-labelledby={headingId} noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-slate-700">{t('accountType.text')}</p>
      {/* A disabled fieldset disables every radio inside the picker, as the browser announces it. */}
      <fieldset
        disabled={locked || busy}
        aria-describedby={locked ? reasonId : undefined}
        className={locked ? 'opacity-70 [&_label]:cursor-not-allowed' : undefined}
      >
        <AccountTypePicker
          value={selected}
          onChange={(type) => {
            setChoice(type);
            setOutcome(null);
          }}
        />
      </fieldset>
      <div role="status">
        {locked && status.data.reason ? (
          <p id={reasonId} className="flex items-start gap-2 text-sm text-slate-800">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
            {status.data.reason}
          </p>
        ) : null}
      </div>
      <div>
        <FormOutcome outcome={outcome} />
        {locked ? null : (
          <Button type="submit" disabled={busy || selected === current}>
            {busy ? t('accountType.busy') : t('accountType.submit')}
          </Button>
        )}
      </div>
    </form>
  );
}

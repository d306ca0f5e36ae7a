import { APPLICATION_LIMITS, type ApplicationDto } from '@hirehand/shared/applications/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useApplicationAction } from '../api/application-actions';
import { ConfirmDialog } from './confirm-dialog';

interface AnswerDialogProps {
  application: ApplicationDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Decline an application, with an optional note the applicant will read. */
export function DeclineDialog({ application, open, onOpenChange }: AnswerDialogProps) {
  const { t } = useTranslation('dashboard');
  const action = useApplicationAction();
  const [message, setMessage] = useState('');
  const name = application.applicant.name;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setMessage('');
        onOpenChange(next);
      }}
      title={t('decline.title', { name })}
      description={t('decline.text', { title: application.posting.title })}
      confirmLabel={t('decline.confirm')}
      busyLabel={t('decline.busy')}
      fallbackError={t('actionFailed')}
      variant="danger"
      onConfirm={async () => {
        await action.mutateAsync({ kind: 'decline', id: application.id, message: message.trim() || null });
        toast(t('decline.done', { name }), 'success');
      }}
    >
      <Field label={t('decline.message')} hint={t('decline.messageHint')}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={APPLICATION_LIMITS.declineNote}
            maxChars={APPLICATION_LIMITS.declineNote}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}

/** Accept (hire) an applicant: a confirmation naming the posting; the server's detail when it refuses. */
export function AcceptDialog({ application, open, onOpenChange }: AnswerDialogProps) {
  const { t } = useTranslation('dashboard');
  const action = useApplicationAction();
  const name = application.applicant.name;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('accept.title', { name })}
      description={t('accept.text', { name, title: application.posting.title })}
      confirmLabel={t('accept.confirm')}
      busyLabel={t('accept.busy')}
      fallbackError={t('actionFailed')}
      onConfirm={async () => {
        await action.mutateAsync({ kind: 'accept', id: application.id });
        toast(t('accept.done', { name }), 'success');
      }}
    />
  );
}

/** The applicant withdraws their own application. */
export function WithdrawDialog({ application, open, onOpenChange }: AnswerDialogProps) {
  const { t } = useTranslation('dashboard');
  const action = useApplicationAction();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('withdraw.title')}
      description={t('withdraw.text', { title: application.posting.title })}
      confirmLabel={t('withdraw.confirm')}
      busyLabel={t('withdraw.busy')}
      fallbackError={t('actionFailed')}
      variant="danger"
      onConfirm={async () => {
        await action.mutateAsync({ kind: 'withdraw', id: application.id });
        toast(t('withdraw.done'), 'success');
      }}
    />
  );
}

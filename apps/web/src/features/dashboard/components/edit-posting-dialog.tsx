import { GIG_LIMITS } from '@hirehand/shared/gigs/create-gig';
import type { MyPostingDto } from '@hirehand/shared/gigs/gig-dto';
import { URGENCIES, type Urgency } from '@hirehand/shared/jobs/job-enums';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormOutcome } from '@/components/ui/form-outcome';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTerms } from '@/lib/terms/use-terms';
import { useEditPostingForm } from '../hooks/use-edit-posting-form';
import { EditPostingNumberField } from './edit-posting-number-field';
import { EditPostingPayFields } from './edit-posting-pay-fields';

/** Edit a posting's main fields (PATCH /api/gigs/{id}); the server's publish checks answer with their text. */
export function EditPostingDialog({
  posting,
  open,
  onOpenChange,
}: {
  posting: MyPostingDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('dashboard');
  const { term } = useTerms();
  const form = useEditPostingForm(posting, () => onOpenChange(false));
  const { errors, values, setValue, pending } = form;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent closeLabel={t('close')} className="max-w-2xl">
        <DialogTitle className="pr-8 text-xl">{t('edit.title')}</DialogTitle>
        <DialogDescription>{t('edit.text', { title: posting.title })}</DialogDescription>
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="mt-4 grid gap-4">
          <Field label={t('edit.fields.title')} error={errors.title} required>
            {(control) => (
              <Input
                {...control}
                value={values.title}
                onChange={(event) => setValue('title', event.target.value)}
              />
            )}
          </Field>
          <Field label={t('edit.fields.description')} error={errors.description} required>
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                maxChars={GIG_LIMITS.descriptionMax}
                value={values.description}
                onChange={(event) => setValue('description', event.target.value)}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <EditPostingNumberField
              form={form}
              field="openings"
              label={t('edit.fields.openings')}
              min={Math.max(1, posting.hired_count)}
              max={GIG_LIMITS.openingsMax}
              step="1"
            />
            <Field label={t('edit.fields.urgency')} error={errors.urgency}>
              {(control) => (
                <Select
                  {...control}
                  value={values.urgency}
                  onValueChange={(value) => setValue('urgency', value as Urgency)}
                  options={URGENCIES.map((value) => ({ value, label: term('urgencies', value) }))}
                />
              )}
            </Field>
          </div>
          <EditPostingPayFields form={form} mode={posting.mode} />
          <Field label={t('edit.fields.skills')} hint={t('edit.skillsHint')} error={errors.skills_required}>
            {(control) => (
              <Input
                {...control}
                value={values.skills_required}
                onChange={(event) => setValue('skills_required', event.target.value)}
              />
            )}
          </Field>
          <div className="-mb-4">
            <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : null} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? t('edit.saving') : t('edit.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

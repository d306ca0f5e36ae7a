import type { MyPostingDto } from '@hirehand/shared/gigs/gig-dto';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useUpdatePosting } from '../api/update-posting';
import { editPostingSchema, initialValues } from '../lib/edit-posting-form';

/**
 * The Edit posting form's state: PATCH /api/gigs/{id} with the changed fields only, then a toast
 * and `onSaved`; nothing changed saves nothing and just calls `onSaved`. The server's publish
 * checks answer with their text, shown as the form's general error.
 */
export function useEditPostingForm(posting: MyPostingDto, onSaved: () => void) {
  const { t } = useTranslation('dashboard');
  const update = useUpdatePosting();
  const form = useZodForm({
    initial: initialValues(posting),
    schema: editPostingSchema(posting, { numberRequired: t('edit.numberRequired') }),
    failure: () => t('edit.failed'),
    // An edit hides the last refusal: it may no longer hold.
    onEdit: (): void => form.setGeneral(null),
  });

  const onSubmit = form.handleSubmit((input) => {
    if (Object.keys(input).length === 0) {
      onSaved();
      return undefined;
    }
    return update.mutateAsync({ id: posting.id, input }).then(() => {
      toast(t('edit.saved'), 'success');
      onSaved();
    });
  });

  return { ...form, onSubmit };
}

export type EditPostingForm = ReturnType<typeof useEditPostingForm>;

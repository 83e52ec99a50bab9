import { useLingui } from '@lingui/react';
import { object, string } from 'yup';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-fields';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage, serverFieldErrors } from '../../../lib/api-client';

/** The API's rule for a list's name (shared/schemas/lists.ts), with its messages. */
const nameSchema = object({
  name: string().trim().required('Name is required').max(60, 'Please keep the name to 60 characters or fewer'),
});

interface ListNameDialogProps {
  open: boolean;
  /** 'new' creates a list; otherwise the list's current name is edited. */
  mode: 'new' | 'rename';
  name?: string;
  onOpenChange: (open: boolean) => void;
  /** Saves the name; a refusal is shown in the dialog, which stays open. */
  onSave: (name: string) => Promise<void>;
  finalFocusEl?: () => HTMLElement | null;
}

/** "New list" and "Rename list": one name field. */
export function ListNameDialog({ open, mode, name = '', onOpenChange, onSave, finalFocusEl }: ListNameDialogProps) {
  const creating = mode === 'new';
  const { _ } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      size="sm"
      title={creating ? _('lists.newList') : _('lists.renameList')}
      formKey={`${mode}:${name}`}
      initialValues={{ name: creating ? '' : name }}
      validationSchema={nameSchema}
      onSubmit={async (values, { setErrors }) => {
        try {
          await onSave(nameSchema.cast(values).name);
          onOpenChange(false);
        } catch (error) {
          const fields = serverFieldErrors(error);
          if (fields) setErrors(fields);
          notify({
            title: creating ? _('lists.createFailed') : _('lists.renameFailed'),
            description: serverErrorMessage(error) ?? _('lists.tryAgainBody'),
            type: 'destructive',
          });
        }
      }}
      submitLabel={creating ? _('lists.createList') : _('lists.save')}
      pendingLabel={creating ? _('lists.creating') : _('lists.saving')}
    >
      <TextField name="name" label={_('lists.name')} autoComplete="off" placeholder={creating ? _('lists.namePlaceholder') : undefined} />
    </FormDialog>
  );
}

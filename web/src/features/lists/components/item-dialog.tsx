import { useLingui } from '@lingui/react';
import { object, string } from 'yup';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/form-fields-extra';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage, serverFieldErrors } from '../../../lib/api-client';
import type { ItemUpdate } from '../../../../../shared/schemas/lists';
import type { ListItem } from '../api/lists';
import { AISLES, aisleLabel, type Aisle } from '../lib/aisles';

/** The API's rules for an item (shared/schemas/lists.ts), with its messages. */
const itemSchema = object({
  text: string().trim().required('Text is required').max(200, 'Please keep the item to 200 characters or fewer'),
  quantity: string().trim().max(40, 'Please keep the quantity to 40 characters or fewer'),
  aisle: string().oneOf([...AISLES]),
});

interface ItemDialogProps {
  /** The item being edited, as it was when the dialog opened (a refresh meanwhile does not reset the form). */
  item: ListItem | null;
  shopping: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (item: ListItem, body: ItemUpdate) => Promise<void>;
  finalFocusEl?: () => HTMLElement | null;
}

/** "Edit item": its text and quantity, and on the shopping list its aisle (the list remembers it for that word). */
export function ItemDialog({ item, shopping, onOpenChange, onSave, finalFocusEl }: ItemDialogProps) {
  const { _ } = useLingui();
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      size="md"
      title={_('lists.editItem')}
      formKey={item?.id}
      initialValues={item ? { text: item.text, quantity: item.quantity ?? '', aisle: item.aisle ?? 'other' } : null}
      validationSchema={itemSchema}
      onSubmit={async (values, { setErrors }) => {
        if (!item) return;
        const { text, quantity, aisle } = itemSchema.cast(values);
        const body: ItemUpdate = {};
        if (text !== item.text) body.text = text;
        if ((quantity || null) !== item.quantity) body.quantity = quantity || null;
        if (shopping && aisle !== (item.aisle ?? 'other')) body.aisle = aisle as Aisle;
        try {
          if (Object.keys(body).length > 0) await onSave(item, body);
          onOpenChange(false);
          notify({ title: _('lists.itemUpdated'), type: 'success' });
        } catch (error) {
          const fields = serverFieldErrors(error);
          if (fields) setErrors(fields);
          notify({ title: _('lists.updateItemFailed'), description: serverErrorMessage(error) ?? _('lists.tryAgainBody'), type: 'destructive' });
        }
      }}
      submitLabel={_('lists.save')}
      pendingLabel={_('lists.saving')}
    >
      <TextField name="text" label={_('lists.item')} autoComplete="off" />
      <TextField name="quantity" label={_('lists.quantity')} autoComplete="off" placeholder={_('lists.quantityPlaceholder')} />
      {shopping && <SelectField name="aisle" label={_('lists.aisle')} options={AISLES.map((a) => [a, aisleLabel(a)] as const)} />}
    </FormDialog>
  );
}

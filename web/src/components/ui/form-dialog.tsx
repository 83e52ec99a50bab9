import { Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Form, Formik, type FormikConfig, type FormikValues } from 'formik';
import type { ReactNode } from 'react';

/**
 * A form inside a dialog must not be a box of its own: with `display: contents` the dialog's header,
 * body and footer stay its direct children, so `scrollBehavior="inside"` scrolls the body on small screens.
 */
const DIALOG_FORM_STYLE = { display: 'contents' } as const;

interface FormDialogProps<V extends FormikValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Shown beside the title, e.g. a badge. */
  titleAside?: ReactNode;
  /** The muted line under the title that the dialog is described by. */
  description?: ReactNode;
  /** null while there is nothing to edit (the dialog is closing): the dialog then shows no form. */
  initialValues: V | null;
  validationSchema: FormikConfig<V>['validationSchema'];
  onSubmit: FormikConfig<V>['onSubmit'];
  enableReinitialize?: boolean;
  /** A new key starts a fresh form (another item to edit). */
  formKey?: string;
  submitLabel: ReactNode;
  /** The submit button's text while the form is submitting. */
  pendingLabel: string;
  cancelLabel?: string;
  /** At the start of the footer, away from Cancel and Submit (e.g. a Delete button). */
  footerStart?: ReactNode;
  size?: Dialog.RootProps['size'];
  /** Space between the description and the fields. */
  bodyGap?: string;
  /** Where focus goes back to when the dialog closes. */
  finalFocusEl?: () => HTMLElement | null;
  /** The fields; they may read the form with useFormikContext. */
  children: ReactNode;
}

/** A formik form in a dialog: title, a body that scrolls on small screens, and Cancel / Submit with a pending state. */
export function FormDialog<V extends FormikValues>(props: FormDialogProps<V>) {
  const { open, onOpenChange, initialValues, size = 'lg', finalFocusEl } = props;
  const { _ } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size={size} scrollBehavior="inside" finalFocusEl={finalFocusEl}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {initialValues && (
              <Formik<V>
                key={props.formKey}
                initialValues={initialValues}
                enableReinitialize={props.enableReinitialize}
                validationSchema={props.validationSchema}
                onSubmit={props.onSubmit}
              >
                {({ isSubmitting }) => (
                  <Form noValidate style={DIALOG_FORM_STYLE}>
                    <FormDialogLayout {...props} submitting={isSubmitting} />
                  </Form>
                )}
              </Formik>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={_('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type LayoutProps = Pick<
  FormDialogProps<FormikValues>,
  'title' | 'titleAside' | 'description' | 'submitLabel' | 'pendingLabel' | 'cancelLabel' | 'footerStart' | 'bodyGap' | 'children'
> & { submitting: boolean };

function FormDialogLayout({
  title,
  titleAside,
  description,
  submitLabel,
  pendingLabel,
  cancelLabel,
  footerStart,
  bodyGap = '4',
  children,
  submitting,
}: LayoutProps) {
  const { _ } = useLingui();
  const actions = (
    <>
      <Dialog.ActionTrigger asChild>
        <Button type="button" variant="outline">
          {cancelLabel ?? _('common.cancel')}
        </Button>
      </Dialog.ActionTrigger>
      <Button type="submit" loading={submitting} loadingText={pendingLabel}>
        {submitLabel}
      </Button>
    </>
  );
  return (
    <>
      <Dialog.Header>
        {titleAside ? (
          <Flex align="center" gap="3" wrap="wrap">
            <Dialog.Title>{title}</Dialog.Title>
            {titleAside}
          </Flex>
        ) : (
          <Dialog.Title>{title}</Dialog.Title>
        )}
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={bodyGap}>
          {description && (
            <Dialog.Description asChild>
              <Text color="fg.muted">{description}</Text>
            </Dialog.Description>
          )}
          {children}
        </Stack>
      </Dialog.Body>
      {footerStart ? (
        <Dialog.Footer justifyContent="space-between">
          {footerStart}
          <Stack direction="row" gap="3">
            {actions}
          </Stack>
        </Dialog.Footer>
      ) : (
        <Dialog.Footer>{actions}</Dialog.Footer>
      )}
    </>
  );
}

import { Button, Stack } from '@chakra-ui/react';
import { Form } from 'formik';
import type { ReactNode } from 'react';

interface AuthFormBodyProps {
  /** The submit button's label, and its label while the form is sent. */
  submit: string;
  submitting: string;
  isSubmitting: boolean;
  children: ReactNode;
}

/** The body of the sign-in, register and reset-password forms: the fields, then one full-width submit button. */
export function AuthFormBody({ submit, submitting, isSubmitting, children }: AuthFormBodyProps) {
  return (
    <Form noValidate>
      <Stack gap="4">
        {children}
        <Button type="submit" loading={isSubmitting} loadingText={submitting} w="full">
          {submit}
        </Button>
      </Stack>
    </Form>
  );
}

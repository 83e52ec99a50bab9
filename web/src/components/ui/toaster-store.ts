import { createToaster } from '@chakra-ui/react';
import { TOAST } from '../../../../shared/constants';
import type { Notice, ToastStyle } from './toaster';

/**
 * Toasts (docs/decisions/0010): one visible at a time, 5000 ms, F8 moves focus to them, a 50 px swipe dismisses.
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

/** zag knows info/success/error/warning/loading; 'default' is an info toast drawn plainly. */
const TYPE_OF: Record<ToastStyle, 'info' | 'error' | 'success'> = {
  default: 'info',
  destructive: 'error',
  info: 'info',
  success: 'success',
};

/** Shows a toast; the newest replaces the one on screen. */
export function show({ title, description, type = 'default', action }: Notice): void {
  toaster.dismiss();
  toaster.create({ title, description, type: TYPE_OF[type], closable: true, action, meta: { style: type } });
}

import { Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useRef, useState, type ComponentProps, type PointerEvent, type ReactNode } from 'react';
import { TOAST } from '../../../../shared/constants';
import { toaster } from './toaster-store';

/** Darker than the recipe's `solid` colours so that white text keeps a 4.5:1 contrast. */
const TYPE_STYLES = {
  '&[data-type=error]': { bg: 'red.700', color: 'white' },
  '&[data-type=success]': { bg: 'green.700', color: 'white' },
  '&[data-style=info]': { bg: 'bg.panel', color: 'fg', borderInlineStartWidth: '4px', borderColor: 'blue.600' },
} as const;

/** What the Toaster hands its render function for each toast. */
type ToastData = Parameters<ComponentProps<typeof ChakraToaster>['children']>[0];

/**
 * Swipe to dismiss (docs/decisions/0010): a horizontal drag of 50 px or more dismisses the toast; a shorter one
 * springs back. Zag's toast has no swipe of its own. Drags that start on a button are the button's.
 */
function useSwipeToDismiss(id: string | undefined) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const finish = (x: number) => {
    if (start.current === null) return;
    const moved = x - start.current;
    start.current = null;
    setOffset(0);
    if (Math.abs(moved) >= TOAST.swipeThresholdPx && id) toaster.dismiss(id);
  };
  return {
    offset,
    handlers: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if ((e.target as HTMLElement).closest('button')) return;
        start.current = e.clientX;
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        if (start.current !== null) setOffset(e.clientX - start.current);
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => finish(e.clientX),
      onPointerLeave: (e: PointerEvent<HTMLElement>) => finish(e.clientX),
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

function ToastCard({ toast }: { toast: ToastData }) {
  const { offset, handlers } = useSwipeToDismiss(toast.id);
  return (
    <Toast.Root
      width={{ md: 'sm' }}
      css={TYPE_STYLES}
      data-style={String(toast.meta?.style ?? 'default')}
      data-swiping={offset !== 0 || undefined}
      // `transform` is free: the recipe positions toasts with `translate`.
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - Math.abs(offset) / 200) } : undefined}
      touchAction="pan-y"
      {...handlers}
    >
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title as ReactNode}</Toast.Title>}
        {toast.description && <Toast.Description opacity="1">{toast.description as ReactNode}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable && <Toast.CloseTrigger />}
    </Toast.Root>
  );
}

/** The toasts' view: rendered (in a Chakra island, by the app provider) once the first toast is created. */
export default function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastCard toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}

import {
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP } from '../../../../shared/constants';
import './plain.css';

/**
 * When the last tooltip closed, shared by every tooltip of the page: within the skip window
 * (docs/decisions/0010: 700 ms delay, 300 ms skip) the next one opens at once.
 */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Space between the button and its tooltip, and the least distance the tooltip keeps from the window's edges. */
const GUTTER = 8;

/** Below the anchor, centred on it; above it when there is no room below; kept inside the window. */
function place(anchor: DOMRect, tip: { width: number; height: number }) {
  const below = anchor.bottom + GUTTER;
  const flip = below + tip.height > window.innerHeight - GUTTER && anchor.top - GUTTER - tip.height >= GUTTER;
  const centred = anchor.left + anchor.width / 2 - tip.width / 2;
  const left = Math.min(Math.max(centred, GUTTER), Math.max(GUTTER, window.innerWidth - GUTTER - tip.width));
  return { left, top: flip ? anchor.top - GUTTER - tip.height : below, above: flip };
}

/** The tooltip itself: portalled into the body and fixed under (or over) its anchor. */
function TooltipBubble({ anchor, text }: { anchor: HTMLElement; text: string }) {
  const bubble = useRef<HTMLDivElement>(null);
  const position = useCallback(() => {
    const el = bubble.current;
    if (!el) return;
    const { left, top, above } = place(anchor.getBoundingClientRect(), el.getBoundingClientRect());
    el.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
    (el.firstElementChild as HTMLElement).style.transformOrigin = above ? 'bottom center' : 'top center';
  }, [anchor]);
  useLayoutEffect(position, [position, text]);
  useEffect(() => {
    window.addEventListener('scroll', position, true);
    window.addEventListener('resize', position);
    return () => {
      window.removeEventListener('scroll', position, true);
      window.removeEventListener('resize', position);
    };
  }, [position]);
  return createPortal(
    // The outer box is placed, the inner one animates (a scaled box would be measured too small).
    <div ref={bubble} className="fr-tooltip-positioner">
      <div role="tooltip" className="fr-tooltip">
        {text}
      </div>
    </div>,
    document.body,
  );
}

/**
 * Open and close a tooltip for one trigger: after the open delay on hover or keyboard focus (at once within
 * the skip window), closed on leave, blur, Escape and press. A press keeps it shut until the pointer leaves.
 */
function useTooltip() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressed = useRef(false);
  const isOpen = useRef(false);

  const cancel = () => clearTimeout(timer.current);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    if (isOpen.current) lastClosedAt = Date.now();
    isOpen.current = false;
    setOpen(false);
  }, []);
  const show = () => {
    cancel();
    if (pressed.current) return;
    const delay = Date.now() - lastClosedAt < TOOLTIP.skipDelayMs ? 0 : TOOLTIP.openDelayMs;
    timer.current = setTimeout(() => {
      isOpen.current = true;
      setOpen(true);
    }, delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // Escape closes it wherever the focus is, as a tooltip's Escape should.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);

  return {
    open,
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType !== 'touch') show();
    },
    onPointerLeave: () => {
      pressed.current = false;
      hide();
    },
    onPointerDown: () => {
      pressed.current = true;
      hide();
    },
    onFocus: () => show(),
    onBlur: () => {
      pressed.current = false;
      hide();
    },
    onKeyDown: (e: KeyboardEvent) => {
      // Pressing it from the keyboard closes it too (Escape is handled above).
      if (e.key === 'Enter' || e.key === ' ') hide();
    },
  };
}

export interface TooltipIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The button's accessible name and its tooltip. */
  label: string;
  variant?: 'ghost' | 'outline';
  size?: 'sm' | 'md';
  /** Shows a spinner in place of the icon, and disables the button meanwhile. */
  loading?: boolean;
}

/**
 * An icon-only button: its label is both its accessible name and its tooltip. Plain elements and static CSS
 * (it is part of the signed-in first view, docs/decisions/0013), the look of Chakra's IconButton (gray palette).
 */
export const TooltipIconButton = forwardRef<HTMLButtonElement, TooltipIconButtonProps>(function TooltipIconButton(
  { label, variant = 'ghost', size = 'md', loading = false, disabled, className, children, ...rest },
  ref,
) {
  const tooltip = useTooltip();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const setRef = useCallback(
    (el: HTMLButtonElement | null) => {
      setButton(el);
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  // Each handler runs the caller's own first, then the tooltip's.
  const chain =
    <E,>(own: ((e: E) => void) | undefined, tip: (e: E) => void) =>
    (e: E) => {
      own?.(e);
      tip(e);
    };
  const classes = ['fr-icon-button', size === 'sm' && 'fr-icon-button--sm', variant === 'outline' && 'fr-icon-button--outline', className];

  return (
    <>
      <button
        type="button"
        ref={setRef}
        aria-label={label}
        className={classes.filter(Boolean).join(' ')}
        disabled={loading || disabled}
        data-loading={loading ? '' : undefined}
        {...rest}
        onPointerEnter={chain<PointerEvent<HTMLButtonElement>>(rest.onPointerEnter, tooltip.onPointerEnter)}
        onPointerLeave={chain<PointerEvent<HTMLButtonElement>>(rest.onPointerLeave, tooltip.onPointerLeave)}
        onPointerDown={chain<PointerEvent<HTMLButtonElement>>(rest.onPointerDown, tooltip.onPointerDown)}
        onFocus={chain<FocusEvent<HTMLButtonElement>>(rest.onFocus, tooltip.onFocus)}
        onBlur={chain<FocusEvent<HTMLButtonElement>>(rest.onBlur, tooltip.onBlur)}
        onKeyDown={chain<KeyboardEvent<HTMLButtonElement>>(rest.onKeyDown, tooltip.onKeyDown)}
      >
        {loading ? (
          <>
            <span className="fr-icon-button__loader">
              <span className="fr-spinner" />
            </span>
            <span className="fr-icon-button__hidden">{children}</span>
          </>
        ) : (
          children
        )}
      </button>
      {tooltip.open && button && <TooltipBubble anchor={button} text={label} />}
    </>
  );
});

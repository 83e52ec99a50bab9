import { HELD_ACTION } from '../../../shared/first-paint';

declare global {
  interface Window {
    [HELD_ACTION]?: HTMLElement;
  }
}

/**
 * A prerendered screen (shared/first-paint.ts) can be read and typed into before the app has loaded: its inputs
 * are native, and its loader (web/scripts/prerender.ts) holds a press on a button or a submit until
 * then. The screen's shell calls this in a layout effect, in the very commit that hydrates it (and
 * main.tsx calls it when it renders afresh instead), which hands the page over: what was typed goes to
 * the form's state, then the held press happens.
 *
 * Why in the hydrating commit: React takes an input over at that commit but does not read what was
 * typed into it. Until the form's state has it, any re-render of the form (a blur marking a field as
 * touched, a key in another field) writes the state's empty value back into the input, and what was
 * typed is gone. No event can run between the commit and its layout effects, so nothing typed is lost
 * there; an input typed into after it is React's own, and its onChange sees every key.
 */
export function releasePrerendered(): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return;
  delete root.dataset.prerendered;
  root.removeAttribute('inert');
  root.removeAttribute('aria-disabled');
  const held = window[HELD_ACTION];
  delete window[HELD_ACTION];
  if (!root.isConnected || !root.firstChild) return;
  for (const input of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) adoptTypedValue(input);
  // After React has rendered the adopted values, so a submit sees them.
  if (held?.isConnected) setTimeout(() => (held instanceof HTMLFormElement ? held.requestSubmit() : held.click()));
}

const nativeValue = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

/**
 * React keeps what was typed before hydration in the input but not in its state. It notices a value
 * only when it differs from the one it last saw, so the input is set back to its rendered value
 * through React's own tracking (the element's `value` setter), then to the typed one past it (the
 * prototype's setter), and an `input` event lets the form's onChange take it.
 */
function adoptTypedValue(input: HTMLInputElement | HTMLTextAreaElement): void {
  if (input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio' || input.type === 'hidden')) return;
  const typed = input.value;
  if (typed === input.defaultValue) return;
  input.value = input.defaultValue;
  nativeValue(input)?.call(input, typed);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

import { HELD_ACTION } from '../../../shared/first-paint';

declare global {
  interface Window {
    [HELD_ACTION]?: HTMLElement;
  }
}

/**
 * A prerendered screen (issue 19) can be read and typed into before the app has loaded: its inputs
 * are native, and its loader (web/scripts/prerender.ts) holds a press on a button or a submit until
 * then. The screen calls this once it is hydrated (and main.tsx when it renders afresh instead),
 * which hands the page over: what was typed goes to the form's state, then the held press happens.
 */
export function releasePrerendered(): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return;
  delete root.dataset.prerendered;
  root.removeAttribute('inert');
  root.removeAttribute('aria-disabled');
  if (!root.isConnected || !root.firstChild) {
    delete window[HELD_ACTION];
    return;
  }
  const held = window[HELD_ACTION];
  delete window[HELD_ACTION];
  handOver(root, held, Date.now());
}

/** React has taken this element over (its props are attached to it) once its part of the page is hydrated. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Parts of a screen behind a lazily loaded component hydrate after the shell that calls
 * releasePrerendered: wait (up to 10 s) until every input is React's, then adopt what was typed, then
 * replay the held press.
 */
function handOver(root: HTMLElement, held: HTMLElement | undefined, since: number): void {
  const inputs = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  if (inputs.some((input) => !isHydrated(input)) && Date.now() - since < 10_000) {
    setTimeout(() => handOver(root, held, since), 50);
    return;
  }
  for (const input of inputs) adoptTypedValue(input);
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

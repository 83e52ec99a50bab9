import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { notify } from './toaster';

/** The provider renders the Toaster; this shows one toast and returns its root. */
async function showToast(title: string) {
  renderWithProviders(<p>page</p>);
  act(() => {
    notify({ title, description: 'Something happened.' });
  });
  const text = await screen.findByText(title);
  // A new toast settles for a frame before it takes a dismiss (zag's 'visible:updating'); a finger is slower.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return text.closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
}

function swipe(el: HTMLElement, dx: number) {
  fireEvent.pointerDown(el, { clientX: 100, clientY: 10, pointerType: 'touch' });
  fireEvent.pointerMove(el, { clientX: 100 + dx / 2, clientY: 10, pointerType: 'touch' });
  fireEvent.pointerMove(el, { clientX: 100 + dx, clientY: 10, pointerType: 'touch' });
  fireEvent.pointerUp(el, { clientX: 100 + dx, clientY: 10, pointerType: 'touch' });
}

describe('toasts (docs/decisions/0010)', () => {
  it('a swipe of 50 px dismisses the toast', async () => {
    const toast = await showToast('Saved');
    swipe(toast, 50);
    // Dismissed at once (well before the 5 s duration); jsdom then keeps the closed node, as it plays no exit animation.
    await waitFor(() => expect(toast.getAttribute('data-state')).toBe('closed'), { timeout: 500 });
  });

  it('a shorter swipe springs back and keeps the toast', async () => {
    const toast = await showToast('Saved');
    swipe(toast, 40);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(toast.getAttribute('data-state')).toBe('open');
    expect(toast.style.transform).toBe('');
  });

  it('F8 moves focus to the notification area', async () => {
    await showToast('Saved');
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-part')).toBe('group'));
    expect(document.activeElement?.contains(screen.getByText('Saved'))).toBe(true);
  });
});

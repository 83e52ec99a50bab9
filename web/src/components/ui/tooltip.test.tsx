import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP } from '../../../../shared/constants';
import { TooltipIconButton } from './tooltip';

/** What a mouse arriving on the button sends. */
const hover = (el: HTMLElement) => fireEvent.pointerEnter(el, { pointerType: 'mouse' });
const leave = (el: HTMLElement) => fireEvent.pointerLeave(el, { pointerType: 'mouse' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const tooltipText = () => screen.queryByRole('tooltip')?.textContent ?? null;

function renderTwo() {
  render(
    <>
      <TooltipIconButton variant="ghost" label="Previous month">
        ‹
      </TooltipIconButton>
      <TooltipIconButton variant="outline" size="sm" label="Next month">
        ›
      </TooltipIconButton>
    </>,
  );
  return [screen.getByRole('button', { name: 'Previous month' }), screen.getByRole('button', { name: 'Next month' })];
}

describe('icon-only buttons have tooltips (docs/decisions/0010: 700 ms delay, 300 ms skip delay)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Past any skip window left by the previous test (the last close time is shared by the page).
    vi.setSystemTime(Date.now() + 10_000);
  });
  afterEach(() => vi.useRealTimers());

  it('opens 700 ms after the pointer arrives, not before, with the label as its text', () => {
    const [previous] = renderTwo();
    hover(previous);
    wait(TOOLTIP.openDelayMs - 1);
    expect(tooltipText()).toBeNull();
    wait(1);
    expect(tooltipText()).toBe('Previous month');
    // Portalled into the body, outside the button.
    expect(previous.contains(screen.getByRole('tooltip'))).toBe(false);
  });

  it('does not open when the pointer leaves before the delay', () => {
    const [previous] = renderTwo();
    hover(previous);
    wait(400);
    leave(previous);
    wait(1000);
    expect(tooltipText()).toBeNull();
  });

  it('opens the next one at once within 300 ms of one closing, and waits the full delay after that', () => {
    const [previous, next] = renderTwo();
    hover(previous);
    wait(TOOLTIP.openDelayMs);
    leave(previous);
    expect(tooltipText()).toBeNull();

    wait(TOOLTIP.skipDelayMs - 50);
    hover(next);
    wait(0);
    expect(tooltipText()).toBe('Next month');

    leave(next);
    wait(TOOLTIP.skipDelayMs + 1);
    hover(previous);
    wait(TOOLTIP.openDelayMs - 1);
    expect(tooltipText()).toBeNull();
    wait(1);
    expect(tooltipText()).toBe('Previous month');
  });

  it('closes on Escape, on a press and on blur; keyboard focus opens it after the delay', () => {
    const [previous] = renderTwo();
    hover(previous);
    wait(TOOLTIP.openDelayMs);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tooltipText()).toBeNull();

    leave(previous);
    wait(1000);
    hover(previous);
    wait(TOOLTIP.openDelayMs);
    fireEvent.pointerDown(previous, { pointerType: 'mouse' });
    expect(tooltipText()).toBeNull();
    // A press keeps it shut while the pointer stays, even through the focus the press gives.
    fireEvent.focus(previous);
    wait(2000);
    expect(tooltipText()).toBeNull();

    leave(previous);
    fireEvent.blur(previous);
    wait(1000);
    fireEvent.focus(previous);
    wait(TOOLTIP.openDelayMs);
    expect(tooltipText()).toBe('Previous month');
    fireEvent.blur(previous);
    expect(tooltipText()).toBeNull();
  });

  it('sits below the button, and above it when there is no room below', () => {
    const [previous] = renderTwo();
    const rect = (top: number) => ({ top, bottom: top + 40, left: 100, right: 140, width: 40, height: 40, x: 100, y: top, toJSON: () => ({}) });
    const tip = { top: 0, bottom: 24, left: 0, right: 80, width: 80, height: 24, x: 0, y: 0, toJSON: () => ({}) };
    const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return (this.classList.contains('fr-tooltip-positioner') ? tip : rect(Number(this.getAttribute('data-top')))) as DOMRect;
    });
    try {
      previous.setAttribute('data-top', '10');
      hover(previous);
      wait(TOOLTIP.openDelayMs);
      // Centred: 120 - 80 / 2 = 80; below: 10 + 40 + 8 = 58.
      expect(screen.getByRole('tooltip').parentElement!.style.transform).toBe('translate(80px, 58px)');
      leave(previous);
      wait(1000);

      previous.setAttribute('data-top', String(window.innerHeight - 45));
      hover(previous);
      wait(TOOLTIP.openDelayMs);
      expect(screen.getByRole('tooltip').parentElement!.style.transform).toBe(`translate(80px, ${window.innerHeight - 45 - 8 - 24}px)`);
    } finally {
      spy.mockRestore();
    }
  });

  it('passes clicks and attributes through, and a loading button is disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <TooltipIconButton label="Refresh subscription" size="sm" onClick={onClick} data-testid="refresh">
        ↻
      </TooltipIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Refresh subscription' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('data-testid')).toBe('refresh');
    expect(button.getAttribute('type')).toBe('button');

    rerender(
      <TooltipIconButton label="Refresh subscription" size="sm" onClick={onClick} loading>
        ↻
      </TooltipIconButton>,
    );
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.hasAttribute('data-loading')).toBe(true);
  });
});

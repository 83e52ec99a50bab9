import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TooltipIconButton } from './tooltip';

/** What a mouse arriving on the button sends (zag opens on pointer over/move of a mouse). */
function hover(el: HTMLElement) {
  fireEvent.pointerEnter(el, { pointerType: 'mouse' });
  fireEvent.pointerOver(el, { pointerType: 'mouse' });
  fireEvent.pointerMove(el, { pointerType: 'mouse' });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until a tooltip with this text shows. (Zag's timers do not run under fake timers, so real time is measured.) */
async function msUntilTooltip(text: string): Promise<number> {
  const started = performance.now();
  await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe(text), { interval: 10, timeout: 3000 });
  return performance.now() - started;
}

describe('icon-only buttons have tooltips (docs/decisions/0010: 700 ms delay, 300 ms skip delay)', () => {
  it('opens after 700 ms, and the next one at once within 300 ms of the first closing', async () => {
    renderWithProviders(
      <>
        <TooltipIconButton label="Previous month">‹</TooltipIconButton>
        <TooltipIconButton label="Next month">›</TooltipIconButton>
      </>,
    );
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });

    hover(previous);
    await sleep(400);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(400 + (await msUntilTooltip('Previous month'))).toBeGreaterThanOrEqual(690);

    fireEvent.pointerLeave(previous, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { interval: 10 });
    // Closed a moment ago: the neighbour opens without the 700 ms wait.
    hover(next);
    expect(await msUntilTooltip('Next month')).toBeLessThan(500);

    fireEvent.pointerLeave(next, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { interval: 10 });
    await sleep(350);
    // Past the skip window: the full delay again.
    hover(previous);
    expect(await msUntilTooltip('Previous month')).toBeGreaterThanOrEqual(690);
  });
});

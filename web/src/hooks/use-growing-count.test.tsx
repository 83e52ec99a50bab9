import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGrowingCount } from './use-growing-count';

function List({ total }: { total: number }) {
  const shown = useGrowingCount(total, 3);
  return <p>{shown}</p>;
}

describe('useGrowingCount', () => {
  it('shows a few at first, then a step more per task until all are shown, and stays there', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<List total={8} />);
      expect(screen.getByText('3')).toBeTruthy();
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(screen.getByText('6')).toBeTruthy();
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(screen.getByText('8')).toBeTruthy();
      // One more member (as after adding one) is drawn at once.
      rerender(<List total={9} />);
      expect(screen.getByText('9')).toBeTruthy();
      // A short list is shown whole.
      rerender(<List total={2} />);
      expect(screen.getByText('2')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

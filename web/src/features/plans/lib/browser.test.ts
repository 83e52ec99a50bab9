import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPendingTab } from './browser';

afterEach(() => vi.restoreAllMocks());

describe('openPendingTab', () => {
  it('opens a tab at once, cuts its opener, and points it at the address later', () => {
    const tab = { opener: window, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const pending = openPendingTab();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    pending.go('https://billing.example/p');
    expect(tab.location.href).toBe('https://billing.example/p');
  });

  it('closes the empty tab when the address never comes', () => {
    const tab = { opener: window, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    openPendingTab().close();
    expect(tab.close).toHaveBeenCalledTimes(1);
  });
});

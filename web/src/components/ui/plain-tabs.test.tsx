import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainTabs } from './plain-tabs';

/** Family and Admin have panels; VARK has none and only reports its selection (the dashboard navigates). */
function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('family');
  return (
    <PlainTabs
      value={value}
      onValueChange={(next) => {
        onChange(next);
        if (next !== 'vark') setValue(next);
      }}
      tabs={[
        { value: 'family', label: 'Family', content: <button type="button">Add</button> },
        { value: 'vark', label: 'VARK' },
        { value: 'admin', label: 'Admin', content: <p>Admin text</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent);

describe('PlainTabs (zag line tabs as plain elements)', () => {
  it('marks the selected tab, controls its panel, and keeps one tab stop (roving tabindex)', () => {
    render(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
    expect(selected()).toEqual(['Family']);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(tab('Family').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Family').id);
    expect(tab('Admin').getAttribute('aria-controls')).toBeNull();
    // The panel with a button is not itself a tab stop; the Admin panel is there but hidden.
    expect(panel.hasAttribute('tabindex')).toBe(false);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByText('Admin text').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
  });

  it('selects on arrow keys (wrapping), Home and End, moving the focus with it', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    tab('Family').focus();
    fireEvent.keyDown(tab('Family'), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['Admin']);
    expect(document.activeElement).toBe(tab('Admin'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Admin text');
    // A panel without focusable content is a tab stop, as zag makes it.
    expect(screen.getByRole('tabpanel').getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);

    fireEvent.keyDown(tab('Admin'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['Family']);
    expect(document.activeElement).toBe(tab('Family'));

    fireEvent.keyDown(tab('Family'), { key: 'End' });
    expect(selected()).toEqual(['Admin']);
    fireEvent.keyDown(tab('Admin'), { key: 'Home' });
    expect(selected()).toEqual(['Family']);
    expect(document.activeElement).toBe(tab('Family'));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['admin', 'family', 'admin', 'family']);
  });

  it('reports a tab without a panel (VARK) on click and on the arrow key, and ignores other keys', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(tab('Family'), { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(tab('Family'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('vark');
    fireEvent.click(tab('VARK'));
    expect(onChange).toHaveBeenCalledTimes(2);
    // Clicking the selected tab changes nothing.
    fireEvent.click(tab('Family'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

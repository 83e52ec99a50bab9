import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton, PlainButtonLink } from './plain-button';

describe('PlainButton (Chakra button look and loading as a plain element)', () => {
  it('is a solid md button by default, and takes a variant, a size and extra classes', () => {
    const onClick = vi.fn();
    render(
      <>
        <PlainButton onClick={onClick}>Add Member</PlainButton>
        <PlainButton variant="outline" size="sm" className="pc-button--danger">
          Cancel
        </PlainButton>
        <PlainButton variant="ghost" size="sm">
          Edit
        </PlainButton>
      </>,
    );
    const add = screen.getByRole('button', { name: 'Add Member' });
    expect(add.className).toBe('pc-button pc-button--md pc-button--solid');
    expect(add.getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Cancel' }).className).toBe('pc-button pc-button--outline pc-button--danger');
    expect(screen.getByRole('button', { name: 'Edit' }).className).toBe('pc-button');
    fireEvent.click(add);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading with loadingText: disabled, a spinner and the text instead of the label', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <PlainButton variant="outline" size="sm" loading loadingText="Opening..." onClick={onClick}>
        Manage Subscription
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Opening...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(button.textContent).toBe('Opening...');
    expect(button.querySelector('.pc-spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <PlainButton variant="outline" size="sm" loadingText="Opening..." onClick={onClick}>
        Manage Subscription
      </PlainButton>,
    );
    const idle = screen.getByRole('button', { name: 'Manage Subscription' }) as HTMLButtonElement;
    expect(idle.disabled).toBe(false);
    expect(idle.hasAttribute('data-loading')).toBe(false);
    expect(idle.querySelector('.pc-spinner')).toBeNull();
  });

  it('while loading without loadingText: keeps the label (hidden, for the width) under a spinner', () => {
    render(<PlainButton loading>Save</PlainButton>);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('.pc-button__hidden')?.textContent).toBe('Save');
    expect(button.querySelector('.pc-button__center .pc-spinner')).not.toBeNull();
  });

  it('a link can look like a button', () => {
    render(
      <MemoryRouter>
        <PlainButtonLink variant="outline" to="/calendar">
          Calendar
        </PlainButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Calendar' });
    expect(link.getAttribute('href')).toBe('/calendar');
    expect(link.className).toBe('pc-button pc-button--md pc-button--outline');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { makeMember } from '../../../test/sample-member';
import { MemberCard } from './member-card';

describe('member card (docs/decisions/0009)', () => {
  it("shows 3 of 5 interests and '+2 more', school info for a child, and an edit button", () => {
    const onEdit = vi.fn();
    const member = makeMember({
      general_interests: ['football', 'lego', 'drawing', 'music', 'chess'],
      academic_interests: ['maths'],
      academic_challenges: ['spelling'],
    });
    renderWithProviders(<MemberCard member={member} onEdit={onEdit} />);
    expect(screen.getByText('football')).toBeTruthy();
    expect(screen.getByText('drawing')).toBeTruthy();
    expect(screen.queryByText('music')).toBeNull();
    expect(screen.getByText('+2 more')).toBeTruthy();
    expect(screen.getByText('Hill School · Year 3 · British')).toBeTruthy();
    expect(screen.getByText('maths')).toBeTruthy();
    expect(screen.getByText('spelling')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Sam Lee' }));
    expect(onEdit).toHaveBeenCalledWith(member);
  });
});

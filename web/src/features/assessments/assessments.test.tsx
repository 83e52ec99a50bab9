import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { makeMember } from '../../test/sample-member';
import { useFamilyMemberList } from './api/family-member-list';
import { formatDate } from './lib/format-date';

describe('formatDate (report dates)', () => {
  it("reads 'MMM dd, yyyy' in the browser's timezone, and null for nothing or a bad date", () => {
    expect(formatDate(new Date(2026, 2, 3, 12).toISOString())).toBe('Mar 03, 2026');
    expect(formatDate(new Date(2025, 11, 31, 23, 59).toISOString())).toBe('Dec 31, 2025');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});

function Names() {
  const { members, error, isLoading } = useFamilyMemberList();
  if (error) return <p>failed</p>;
  if (isLoading || !members) return <p>loading</p>;
  return <p>{members.map((m) => m.name).join(', ') || 'none'}</p>;
}

describe('useFamilyMemberList', () => {
  it('lists the family, then the shared children not already in it', async () => {
    localStorage.setItem('auth_token', 'tok');
    mockApi({
      'GET /api/family-members': { body: [makeMember({ id: 'a', name: 'Ada' }), makeMember({ id: 'b', name: 'Ben' })] },
      'GET /api/shared/family-members': { body: [makeMember({ id: 'b', name: 'Ben' }), makeMember({ id: 'c', name: 'Cy' })] },
    });
    renderWithProviders(<Names />);
    expect(await screen.findByText('Ada, Ben, Cy')).toBeTruthy();
  });

  it('keeps the family when the shared read fails, and fails when the family read fails', async () => {
    localStorage.setItem('auth_token', 'tok');
    mockApi({
      'GET /api/family-members': { body: [makeMember({ id: 'a', name: 'Ada' })] },
      'GET /api/shared/family-members': { status: 500, body: { error: 'x' } },
    });
    const first = renderWithProviders(<Names />);
    expect(await screen.findByText('Ada')).toBeTruthy();
    first.unmount();

    mockApi({ 'GET /api/family-members': { status: 500, body: { error: 'x' } }, 'GET /api/shared/family-members': { body: [] } });
    renderWithProviders(<Names />);
    expect(await screen.findByText('failed')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { LINK_PERMISSIONS } from '../../shared/schemas/links';
import { listLinks, toLinkSide } from './side';

describe('listLinks', () => {
  it('shows an accepted link with the other account, and a pending one by the invited address', () => {
    const accepted = toLinkSide({
      linkId: 'l1',
      otherUserId: 'u2',
      status: 'accepted',
      initiator: true,
      relationship_type: 'co_parent',
      permissions: ['view_children'],
      created_at: '2026-01-01T00:00:00.000Z',
      targetEmail: 'b@x.test',
      other: { first_name: 'Bo', last_name: 'B', email: 'b@x.test', profile_image_url: null },
    });
    const pending = toLinkSide({ linkId: 'l2', status: 'pending', targetEmail: 'c@x.test' });
    const [a, p] = listLinks({ links: [accepted, pending] });
    expect(a).toEqual({
      id: 'l1',
      status: 'accepted',
      relationship_type: 'co_parent',
      permissions: ['view_children'],
      isInitiator: true,
      created_at: '2026-01-01T00:00:00.000Z',
      otherUser: { id: 'u2', first_name: 'Bo', last_name: 'B', email: 'b@x.test', profile_image_url: null },
    });
    expect(p.otherUser).toEqual({ id: null, first_name: '', last_name: '', email: 'c@x.test', profile_image_url: null });
    expect(p.isInitiator).toBe(false);
    // A side stored without permissions shows them all (the default when the link was made).
    expect(p.permissions).toEqual([...LINK_PERMISSIONS]);
  });
});

import { isChild } from '../../shared/family';
import { listMembersByUser } from '../data/members';
import { requireUser } from '../data/users';
import { route, signedIn } from '../http';
import { personName } from '../lists/list-access';
import { calendarFamilies } from './families';

/**
 * Who an event may be for, by family: the family's members and the household's adults (the caller as "me"
 * and each adult a link shares the calendar with), all read side by side.
 */
export const handler = route({}, async (input) => {
  const caller = signedIn(input);
  const families = calendarFamilies(caller);
  const [me, ...memberLists] = await Promise.all([requireUser(caller.userId), ...families.map((f) => listMembersByUser(f.id))]);
  const adults = [
    { id: caller.userId, name: personName(me), kind: 'adult' as const, isChild: false, isMe: true },
    ...families.filter((f) => !f.own).map((f) => ({ id: f.id, name: f.name, kind: 'adult' as const, isChild: false, isMe: false })),
  ];
  return {
    families: families.map((f, i) => ({
      ...f,
      name: f.own ? personName(me) : f.name,
      people: [...memberLists[i].map((m) => ({ id: m.id, name: m.name, kind: 'member' as const, isChild: isChild(m), isMe: false })), ...adults],
    })),
  };
});

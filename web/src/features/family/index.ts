export { AddMemberDialog } from './components/add-member-dialog';
export { EditMemberDialog } from './components/edit-member-dialog';
export { MemberCard } from './components/member-card';
export { useFamilyMembers, useFamilyMember, FAMILY_MEMBERS_KEY } from '../../lib/family-members';

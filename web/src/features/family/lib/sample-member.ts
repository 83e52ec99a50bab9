/** Moved to `test/sample-member.ts`; kept for the dashboard test until it imports it there. */
export { makeMember } from '../../../test/sample-member';

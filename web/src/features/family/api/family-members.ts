/** Moved to `lib/family-members.ts` (calendar and the dashboard read the list too); kept for the dialogs and the dashboard until they import it there. */
export * from '../../../lib/family-members';

import { ProfileSchema } from '../../shared/schemas/auth';
import { sendEmailChangeConfirmation, sendEmailChangeNotice } from '../accounts/emails';
import { assertCurrentPassword } from '../accounts/passwords';
import { consume, LIMITS } from '../accounts/rate-limits';
import { findUserIdByEmail, requireUser, setPendingEmail, toPublicUser } from '../data/users';
import { conflict } from '../errors';
import { route, signedIn } from '../http';
import { refreshLinkedPerson } from '../links/links';
import { setFeedTimezone } from '../calendar/feed';
import { syncSummarySchedules } from '../jobs/summary-schedule';
import { EMAIL_TAKEN, updateUserProfile } from '../data/user-claims';

/**
 * Profile changes apply at once, except the email: a new address needs the current password, and it
 * takes effect only when the new mailbox confirms it (the old address is told and keeps working).
 */
export const handler = route({ body: ProfileSchema }, async (input) => {
  const caller = signedIn(input);
  const user = await requireUser(caller.userId);
  const { whatsapp_number, email, currentPassword, ...rest } = input.body;
  const newEmail = email !== undefined && email !== user.email ? email : null;
  if (newEmail) {
    await assertCurrentPassword(currentPassword, user.password_hash);
    if (await findUserIdByEmail(newEmail)) throw conflict(EMAIL_TAKEN);
    await consume(LIMITS.emailPerAddress, `change:${newEmail}`);
  }
  const updated = await updateUserProfile(user, { ...rest, ...(whatsapp_number !== undefined ? { whatsapp_number: whatsapp_number || null } : {}) });
  if (newEmail) {
    const changeId = (await setPendingEmail(user.id, newEmail))!;
    Object.assign(updated, { pending_email: newEmail, pending_email_id: changeId });
    await sendEmailChangeConfirmation(updated, newEmail, changeId);
    await sendEmailChangeNotice(updated, newEmail);
  }
  if (updated.timezone !== user.timezone) await setFeedTimezone(user, updated.timezone || 'UTC');
  await syncSummarySchedules(updated, {
    daily: rest.daily_push_enabled !== undefined,
    weekly: rest.weekly_email_enabled !== undefined,
    timezone: updated.timezone !== user.timezone,
  });
  if (updated.first_name !== user.first_name || updated.last_name !== user.last_name) await refreshLinkedPerson(caller, updated);
  return toPublicUser(updated);
});

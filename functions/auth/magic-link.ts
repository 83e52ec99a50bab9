import { EmailOnlySchema } from '../../shared/schemas/auth';
import { sendMagicLinkEmail } from '../accounts/emails';
import { consume, LIMITS } from '../accounts/rate-limits';
import { getUserByEmail, ignoreAccountGone } from '../data/users';
import { answerAfterFloor } from '../accounts/even-timing';
import { route } from '../http';

/**
 * Known and unknown addresses get the same answer in the same time (even-timing.ts); so does an account
 * deleted between its read and its token's write.
 */
export const handler = route({ body: EmailOnlySchema }, ({ body }) =>
  answerAfterFloor(async () => {
    await consume(LIMITS.emailPerAddress, `magic:${body.email}`);
    const user = await getUserByEmail(body.email);
    if (user) await sendMagicLinkEmail(user).catch(ignoreAccountGone);
    return { success: true, message: 'If an account exists for that email, a sign-in link is on its way. It expires in 15 minutes.' };
  }),
);

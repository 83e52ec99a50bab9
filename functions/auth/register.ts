import { RegisterSchema } from '../../shared/schemas/auth';
import { sendVerificationEmail } from '../accounts/emails';
import { hashPassword } from '../accounts/passwords';
import { consume, LIMITS } from '../accounts/rate-limits';
import { createUser } from '../data/users';
import { reply, route } from '../http';

export const handler = route({ body: RegisterSchema }, async ({ body, sourceIp }) => {
  await consume(LIMITS.registerPerIp, sourceIp);
  const user = await createUser({
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    whatsappNumber: body.whatsappNumber,
    location: body.location,
    timezone: body.timezone,
    passwordHash: await hashPassword(body.password),
  });
  await sendVerificationEmail(user);
  return reply(201, {
    success: true,
    message: `Registration successful. We sent a verification link to ${user.email}; open it to activate your account.`,
    email: user.email,
  });
});

import { errorStatus, isNetworkError, serverErrorMessage } from '../../../lib/api-client';

/** The toast text for failed sign-ins and registrations (docs/decisions/0002). */

export interface FailureNotice {
  title: string;
  description: string;
}

export const SIGN_IN_FAILURE_TITLE = 'Sign-in unsuccessful';
export const UNVERIFIED_EMAIL_MESSAGE = 'Please verify your email address before signing in.';

/** The 403 a password sign-in gets before the email address is verified. */
export function isUnverifiedEmailError(error: unknown): boolean {
  return errorStatus(error) === 403 && /verify your email/i.test(serverErrorMessage(error) ?? '');
}

const CONNECTION_ISSUE: FailureNotice = {
  title: 'Connection issue',
  description: "We're having trouble connecting. Please check your internet connection and try again.",
};

export function signInFailure(error: unknown): FailureNotice {
  const status = errorStatus(error);
  const server = serverErrorMessage(error) ?? '';
  const text = `${server} ${error instanceof Error ? error.message : ''}`;
  if (isNetworkError(error)) return CONNECTION_ISSUE;
  if (/invalid email or password/i.test(text)) {
    return {
      title: SIGN_IN_FAILURE_TITLE,
      description: "The email or password you entered doesn't match our records. Please try again.",
    };
  }
  if (/user not found/i.test(text)) {
    return {
      title: SIGN_IN_FAILURE_TITLE,
      description: "We don't have an account with that email address. Please check your email or sign up for a new account.",
    };
  }
  if (isUnverifiedEmailError(error)) return { title: 'Email not verified', description: server || UNVERIFIED_EMAIL_MESSAGE };
  if (status === 429) return { title: 'Too many attempts', description: server || 'Please wait a little and try again.' };
  if ((status !== undefined && status >= 500) || /server error/i.test(text)) {
    return {
      title: 'Server issue',
      description: "We're experiencing technical difficulties. Please try again in a few moments.",
    };
  }
  return { title: SIGN_IN_FAILURE_TITLE, description: "We couldn't sign you in. Please check your email and password." };
}

export const REGISTRATION_FAILURE_TITLE = 'Account creation failed';
export const PASSWORD_REQUIREMENTS_TEXT =
  'Your password needs at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

/** The message is chosen by what the server's message talks about (docs/decisions/0002). */
export function registrationFailure(error: unknown): FailureNotice {
  const server = serverErrorMessage(error);
  const title = REGISTRATION_FAILURE_TITLE;
  if (!server) {
    return { title, description: "We couldn't create your account. Please check the details and try again." };
  }
  const text = server.toLowerCase();
  if (text.includes('already exists')) {
    return { title, description: 'An account with this email already exists. Please try signing in instead' };
  }
  if (text.includes('already registered') && (text.includes('number') || text.includes('whatsapp') || text.includes('phone'))) {
    return { title, description: 'This WhatsApp number is already connected to another account. Please use a different number.' };
  }
  if (text.includes('password')) return { title, description: PASSWORD_REQUIREMENTS_TEXT };
  if (text.includes('email')) {
    return { title, description: 'Please check your email address format or this email might already be registered' };
  }
  if (text.includes('whatsapp') || text.includes('phone')) {
    return { title, description: 'Please enter a valid WhatsApp number with country code, e.g. +44 7700 900123.' };
  }
  return { title, description: server };
}

const SIGN_UP_DEFAULT = "We couldn't create your account. Please check the details and try again.";

/**
 * The Sign Up tab of /auth is the shared auth flow: its titles are docs/decisions/0002 (the /register screen
 * keeps the /register wording 'Account creation failed'). The title follows what the server's message is about.
 */
export function signUpFailure(error: unknown): FailureNotice {
  if (isNetworkError(error)) return CONNECTION_ISSUE;
  const server = serverErrorMessage(error);
  const text = (server ?? '').toLowerCase();
  if (text.includes('already exists') || text.includes('duplicate')) {
    return {
      title: 'Account already exists',
      description: 'An account with this email address already exists. Please try signing in instead.',
    };
  }
  if (text.includes('already registered') || (text.includes('already') && (text.includes('whatsapp') || text.includes('number')))) {
    return {
      title: 'Number already registered',
      description: 'This WhatsApp number is already connected to another account. Please use a different number.',
    };
  }
  if (text.includes('password')) {
    // The server's own words when the rule is not one the form shows (a too common password).
    return { title: 'Password requirements', description: text.includes('common') ? server! : PASSWORD_REQUIREMENTS_TEXT };
  }
  if (text.includes('email')) {
    return { title: 'Invalid email', description: 'Please enter a valid email address, for example name@example.com.' };
  }
  if (errorStatus(error) === 429 && server) return { title: 'Account creation unsuccessful', description: server };
  return { title: 'Account creation unsuccessful', description: SIGN_UP_DEFAULT };
}

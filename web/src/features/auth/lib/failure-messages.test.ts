import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { registrationFailure, signInFailure } from './failure-messages';

const answer = (status: number, error: string) => new ApiError(status, JSON.stringify({ error }), '');

describe('sign-in failure toasts (docs/decisions/0002)', () => {
  it.each([
    [answer(401, 'Invalid email or password'), 'Sign-in unsuccessful', "The email or password you entered doesn't match our records. Please try again."],
    [
      answer(404, 'User not found'),
      'Sign-in unsuccessful',
      "We don't have an account with that email address. Please check your email or sign up for a new account.",
    ],
    [new TypeError('Failed to fetch'), 'Connection issue', "We're having trouble connecting. Please check your internet connection and try again."],
    [new ApiError(500, '', 'Internal Server Error'), 'Server issue', "We're experiencing technical difficulties. Please try again in a few moments."],
    [answer(403, 'Please verify your email address before signing in.'), 'Email not verified', 'Please verify your email address before signing in.'],
    [answer(429, 'Too many sign-in attempts. Try again in 15 minutes.'), 'Too many attempts', 'Too many sign-in attempts. Try again in 15 minutes.'],
    [answer(400, 'Something odd'), 'Sign-in unsuccessful', "We couldn't sign you in. Please check your email and password."],
  ])('%s', (error, title, description) => {
    expect(signInFailure(error)).toEqual({ title, description });
  });
});

describe('registration failure toasts (docs/decisions/0002)', () => {
  const description = (error: unknown) => registrationFailure(error).description;

  it('is always titled "Account creation failed"', () => {
    expect(registrationFailure(answer(409, 'x')).title).toBe('Account creation failed');
  });

  it('chooses the message from what the server says', () => {
    expect(description(answer(409, 'An account with this email already exists'))).toBe(
      'An account with this email already exists. Please try signing in instead',
    );
    expect(description(answer(400, 'Password must contain at least one number'))).toMatch(/^Your password needs at least 8 characters/);
    expect(description(answer(400, 'Please enter a valid email address'))).toBe(
      'Please check your email address format or this email might already be registered',
    );
    expect(description(answer(400, 'Invalid WhatsApp number'))).toMatch(/valid WhatsApp number with country code/);
    expect(description(answer(409, 'Number already registered'))).toBe(
      'This WhatsApp number is already connected to another account. Please use a different number.',
    );
    expect(description(answer(400, 'Something else entirely'))).toBe('Something else entirely');
    expect(description(new TypeError('Failed to fetch'))).toBe("We couldn't create your account. Please check the details and try again.");
  });
});

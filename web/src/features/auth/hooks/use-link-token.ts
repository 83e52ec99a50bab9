import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SessionResponse } from '../../../lib/account';
import { MESSAGES } from '../../../lib/auth-rules';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { useSessionActions, type WelcomeToast } from '../../../hooks/use-session-actions';
import { linkProblemMessage } from '../lib/link-errors';

/** An emailed link's `?token=`, and the problem to show instead of the page (none yet unless the token is missing). */
export function useLinkToken() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [problem, setProblem] = useState<string | null>(token ? null : MESSAGES.tokenInvalid);
  return { token, problem, setProblem };
}

interface LinkSignInOptions {
  /** The one POST that uses the token and answers with a session. */
  exchange: (token: string) => Promise<SessionResponse>;
  /** The toast for a failure that is not a link problem. */
  failure: { title: string; description: string };
  /** The greeting after sign-in (the session's default when left out). */
  welcome?: WelcomeToast;
}

/**
 * A sign-in link's page (magic link, email verification): the button, not the page visit, uses the token;
 * a used or expired token turns the page into the link-problem page.
 */
export function useLinkSignIn({ exchange, failure, welcome }: LinkSignInOptions) {
  const { token, problem, setProblem } = useLinkToken();
  const { startSession } = useSessionActions();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');

  const run = async () => {
    setState('busy');
    try {
      const session = await exchange(token);
      setState('done');
      await startSession(session, welcome);
    } catch (error) {
      setState('idle');
      const message = linkProblemMessage(error);
      if (message) setProblem(message);
      else notify({ title: failure.title, description: serverErrorMessage(error) ?? failure.description, type: 'destructive' });
    }
  };

  return { problem, state, run };
}

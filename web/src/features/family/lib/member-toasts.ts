import { errorStatus, serverErrorMessage } from '../../../lib/api-client';
import type { Notice } from '../../../components/ui/toaster';

/** The toast for a failed add (docs/decisions/0009). */
export function addFailureNotice(error: unknown, signedIn: boolean): Notice {
  if (!signedIn || errorStatus(error) === 401) {
    return {
      title: 'Please Log In First',
      description: 'You need to log in to your account before adding family members. Please sign in and try again.',
      type: 'destructive',
    };
  }
  const message = serverErrorMessage(error);
  const raw = error instanceof Error ? error.message : '';
  if ((message ?? raw).includes('Family member limit reached')) {
    return {
      title: 'Family Member Limit Reached',
      description: message ?? "You've reached your plan's family member limit. Please upgrade to add more members.",
      type: 'destructive',
    };
  }
  return { title: 'Error', description: message ?? 'Failed to add family member. Please try again.', type: 'destructive' };
}

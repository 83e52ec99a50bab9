import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { discAgeGroup } from '../../../../../shared/assessments/scoring';
import { ageFromBirthDate } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { ApiError, errorStatus, serverErrorMessage } from '../../../lib/api-client';
import { startDiscAssessment } from '../api/disc';
import { translateKnown } from '../../../i18n/known-text';

function memberAgeGroup(m: FamilyMember): '6-12' | '13+' {
  return discAgeGroup(ageFromBirthDate(m.date_of_birth ?? m.dateOfBirth ?? null));
}

/** Start failures are logged as 'Failed to start DiSC assessment: {status} - {body}' (ADR 0004) and shown in a toast. */
function logStartFailure(error: unknown) {
  const status = errorStatus(error) ?? 0;
  const body = error instanceof ApiError ? error.bodyText : error instanceof Error ? error.message : String(error);
  console.warn(`Failed to start DiSC assessment: ${status} - ${body}`);
}

/**
 * Start (or continue) a DiSC assessment for a member and open it. `startingId` is the member being started;
 * `upgradeNeeded` turns true when the server answers 403, so the cards switch to Upgrade Required.
 */
export function useStartDisc(refresh: () => unknown) {
  const navigate = useNavigate();
  const [startingId, setStartingId] = useState<string | null>(null);
  const [upgradeNeeded, setUpgradeNeeded] = useState(false);
  const { _ } = useLingui();

  const start = async (member: FamilyMember) => {
    if (startingId) return;
    setStartingId(member.id);
    try {
      const started = await startDiscAssessment(member.id, memberAgeGroup(member));
      void refresh();
      navigate(paths.discTake.getHref(started.assessment.id));
    } catch (err) {
      logStartFailure(err);
      if (errorStatus(err) === 403) {
        setUpgradeNeeded(true);
        notify({
          title: _('assessments.upgradeRequired'),
          description: translateKnown(serverErrorMessage(err)) ?? _('assessments.disc.upgradeText'),
          type: 'destructive',
        });
      } else {
        // The specification's start-failure toast text for VARK, used for DiSC too (ADR 0004).
        notify({ title: _('assessments.error'), description: _('assessments.startFailed'), type: 'destructive' });
      }
      setStartingId(null);
    }
  };

  return { start, startingId, upgradeNeeded };
}

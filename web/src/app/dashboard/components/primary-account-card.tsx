import { Trans, useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { initials } from '../../../../../shared/family';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import '../../../components/ui/plain.css';
import { planCardText } from '../lib/plan-card';
import { TooltipIconButton } from '../../../components/ui/tooltip';

interface PrimaryAccountCardProps {
  user: PublicUser;
  memberCount: number;
  reportCount: number;
  onEdit: () => void;
  /** The subscription area (the plans feature's control when available). */
  subscription?: ReactNode;
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  );
}

/** You (Primary Account) (2.5). Plain elements styled by plain.css, like the member cards beneath it. */
export function PrimaryAccountCard({ user, memberCount, reportCount, onEdit, subscription }: PrimaryAccountCardProps) {
  const { _ } = useLingui();
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email;
  const plan = planCardText(user.subscription_type);
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="pc-card pc-card--md pc-card--primary">
      <div className="pc-card__header pc-gap-3">
        <h3 className="pc-heading-sm pc-primary-fg" id={headingId}>
          {_('home.you')}
        </h3>
        <div className="pc-row pc-gap-3">
          <div className="pc-avatar pc-avatar--blue">
            <span className="pc-avatar__initials" aria-hidden="true">
              {initials(name)}
            </span>
          </div>
          <div className="pc-stack pc-grow">
            <p className="pc-card__title pc-card__title--lg pc-card__title--wrap" dir="auto">
              {name}
            </p>
            <p className="pc-sm pc-muted">{_('home.primaryHolder')}</p>
          </div>
          <span className="pc-badge pc-badge--blue pc-primary-fg">{_('home.owner')}</span>
          <TooltipIconButton variant="ghost" size="sm" label={_('home.editProfile')} onClick={onEdit}>
            <PencilIcon />
          </TooltipIconButton>
        </div>
      </div>
      <div className="pc-card__body">
        <div className="pc-stack pc-gap-3">
          <div className="pc-row pc-gap-6">
            <div>
              <p className="pc-number">{memberCount}</p>
              <p className="pc-sm pc-muted">{_('home.familyMembers')}</p>
            </div>
            <div>
              <p className="pc-number">{reportCount}</p>
              <p className="pc-sm pc-muted">{_('home.reports')}</p>
            </div>
          </div>
          {subscription ?? (
            <p className="pc-sm">
              <Trans id="home.planIs" values={{ plan: plan.title }} components={{ 0: <strong /> }} />
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

import { useLingui } from '@lingui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { initials } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import '../../../components/ui/plain.css';
import { paths } from '../../../config/paths';
import {
  curriculumLabel,
  formatDate,
  memberAge,
  memberIsChild,
  personalityLabel,
  relationshipLabel,
  styleLabel,
  visibleInterests,
} from '../lib/member-display';

interface MemberCardProps {
  member: FamilyMember;
  onEdit: (member: FamilyMember) => void;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <p className="pc-label">{label}</p>
      <p className="pc-sm">{children}</p>
    </div>
  );
}

/**
 * One family member (docs/decisions/0009). Every value is rendered as text. Memoised: a card re-renders only
 * when its member changes. Plain elements styled by plain.css (Chakra's card look): the dashboard
 * shows one per member, and through Chakra's components each cost a phone's main thread dozens of
 * milliseconds of style resolution.
 */
export const MemberCard = memo(function MemberCard({ member, onEdit }: MemberCardProps) {
  const { _ } = useLingui();
  const child = memberIsChild(member);
  const age = memberAge(member);
  const style = styleLabel(member.learning_style);
  const personality = personalityLabel(member.personality_type);
  const interests = visibleInterests(member.general_interests);
  const likes = member.academic_interests ?? [];
  const challenges = member.academic_challenges ?? [];
  const school = [member.school_name, member.year_level, curriculumLabel(member.curriculum)].filter(Boolean).join(' · ');
  const added = formatDate(member.created_at);
  const palette = child ? 'blue' : 'purple';

  return (
    <article aria-label={member.name} className="pc-card">
      <div className="pc-card__header">
        <div className="pc-row pc-gap-3">
          <div className={`pc-avatar pc-avatar--${palette}`}>
            <span className="pc-avatar__initials" aria-hidden="true">
              {initials(member.name)}
            </span>
          </div>
          <div className="pc-stack pc-grow">
            <h4 className="pc-card__title" dir="auto">
              {member.name}
            </h4>
            <p className="pc-sm pc-muted">
              {[age !== null ? _('family.age', { age }) : null, relationshipLabel(member.relationship)].filter(Boolean).join(' · ')}
            </p>
          </div>
          <span className={`pc-badge pc-badge--${palette}`}>{child ? _('family.child') : _('family.adult')}</span>
        </div>
      </div>
      <div className="pc-card__body">
        <div className="pc-stack pc-gap-3">
          {added && <p className="pc-xs pc-muted">{_('family.addedOn', { date: added })}</p>}
          {child && school && <Detail label={_('family.sectionSchool')}>{school}</Detail>}
          {(style || personality) && <Detail label={_('family.learningPreferences')}>{[style, personality].filter(Boolean).join(' · ')}</Detail>}
          {interests.shown.length > 0 && (
            <div>
              <p className="pc-label">{_('family.interests')}</p>
              <div className="pc-wrap">
                {interests.shown.map((i) => (
                  <span key={i} className="pc-badge pc-badge--outline">
                    {i}
                  </span>
                ))}
                {interests.more > 0 && <span className="pc-badge pc-badge--gray">{_('family.moreInterests', { count: interests.more })}</span>}
              </div>
            </div>
          )}
          {likes.length > 0 && <Detail label={_('family.academicLikes')}>{likes.join(', ')}</Detail>}
          {challenges.length > 0 && <Detail label={_('family.challenges')}>{challenges.join(', ')}</Detail>}
        </div>
      </div>
      <div className="pc-card__footer">
        <div className="pc-row pc-gap-2">
          <RouterLink
            className="pc-button pc-button--outline"
            to={paths.familyMember.getHref(member.id)}
            aria-label={_('family.viewMember', { name: member.name })}
          >
            {_('family.view')}
          </RouterLink>
          <button type="button" className="pc-button" aria-label={_('family.editMember', { name: member.name })} onClick={() => onEdit(member)}>
            {_('family.edit')}
          </button>
        </div>
      </div>
    </article>
  );
});

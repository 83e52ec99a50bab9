import type { FamilyMember } from '../../../shared/schemas/family';

/** A member record for tests. */
const now = new Date().toISOString();
const thisYear = new Date().getFullYear();

export function makeMember(over: Partial<FamilyMember>): FamilyMember {
  return {
    id: 'm1',
    user_id: 'u1',
    name: 'Sam Lee',
    date_of_birth: `${thisYear - 8}-04-02`,
    dateOfBirth: `${thisYear - 8}-04-02`,
    current_age: 8,
    relationship: 'son',
    account_type: 'additional',
    email: null,
    whatsapp_number: null,
    location: null,
    timezone: null,
    general_interests: [],
    academic_interests: [],
    academic_challenges: [],
    learning_style: null,
    personality_type: null,
    school_name: 'Hill School',
    year_level: 'Year 3',
    curriculum: 'british',
    created_at: now,
    updated_at: now,
    ...over,
  };
}

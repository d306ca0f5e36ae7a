import type { ApplicationDto } from '@hirehand/shared/applications/applications';
import type { MyPostingDto } from '@hirehand/shared/gigs/gig-dto';
import type { UserDto } from '@hirehand/shared/profile/profile';
import { sampleUser } from './session-fixtures';

/** Data builders for component tests: complete DTOs with one field or two overridden. */
export function buildUser(overrides: Partial<UserDto> = {}): UserDto {
  return sampleUser({
    email: 'olivia@example.ca',
    full_name: 'Olivia Tremblay',
    user_type: 'employer',
    trust_score: 60,
    city: 'Toronto',
    ...overrides,
  });
}

export function buildPosting(overrides: Partial<MyPostingDto> = {}): MyPostingDto {
  return {
    id: 'posting-1',
    mode: 'job',
    title: 'Licensed electrician',
    description: 'Rewire a two-bedroom condo.',
    category: 'electrical',
    gig_type: 'full_time',
    pricing_type: 'hourly',
    fixed_price: null,
    hourly_rate: 38,
    price_range_min: null,
    price_range_max: null,
    skills_required: ['Electrical Wiring'],
    views: 12,
    applications: 3,
    location_type: 'onsite',
    city: 'Toronto',
    status: 'open',
    created_at: '2026-03-01T12:00:00.000Z',
    creator_info: {
      id: 'user-1',
      name: 'Olivia Tremblay',
      profile_picture: null,
      stats: { average_rating: 0, completed_orders: 0 },
    },
    company: 'Tremblay Builds',
    salary: '$38/hour',
    salary_min: 38,
    salary_max: 38,
    urgency: 'high',
    job_type: 'full-time',
    experience_required: 'mid',
    work_schedule: 'day',
    remote_allowed: false,
    certification_required: false,
    certification_type: null,
    certification_bonus: null,
    prefers_certified: false,
    address: '',
    location: 'Toronto, ON',
    latitude: null,
    longitude: null,
    delivery_time_days: 7,
    experience_level: 'intermediate',
    availability: 'flexible',
    time_commitment: 'full_time',
    openings: 2,
    hired_count: 0,
    updated_at: '2026-03-01T12:00:00.000Z',
    visible_until: null,
    application_counts: { pending: 2, shortlisted: 1, accepted: 0, declined: 0 },
    ...overrides,
  };
}

export function buildApplication(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    id: 'application-1',
    status: 'pending',
    cover_letter: 'I have eight years of residential electrical experience.',
    proposed_rate: 42,
    proposed_timeline: 10,
    portfolio_links: [],
    decision_message: null,
    created_at: '2026-03-02T12:00:00.000Z',
    updated_at: '2026-03-02T12:00:00.000Z',
    decided_at: null,
    posting: {
      id: 'posting-1',
      mode: 'job',
      title: 'Licensed electrician',
      status: 'open',
      company: 'Tremblay Builds',
      city: 'Toronto',
      salary: '$38/hour',
      poster: { id: 'user-1', name: 'Olivia Tremblay' },
    },
    applicant: {
      id: 'user-2',
      name: 'Priya Patel',
      email: 'priya@example.ca',
      profile_picture: null,
      city: 'Mississauga',
      trust_score: 72,
      skills: ['Electrical Wiring'],
      verified: true,
    },
    experience_recorded: false,
    ...overrides,
  };
}

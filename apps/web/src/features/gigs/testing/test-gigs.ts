import type { GigDetailDto, GigListDto, GigListItemDto } from '@hirehand/shared/gigs/gig-dto';

/** A listed gig for component tests; override what the test is about. */
export function listedGig(overrides: Partial<GigListItemDto> = {}): GigListItemDto {
  return {
    id: 'gig-1',
    mode: 'service',
    title: 'Panel upgrades',
    description: 'Licensed electrician for 100A to 200A panel upgrades.',
    category: 'electrical',
    gig_type: 'service',
    pricing_type: 'hourly',
    fixed_price: null,
    hourly_rate: 85,
    price_range_min: null,
    price_range_max: null,
    skills_required: ['Electrical Wiring'],
    views: 12,
    applications: 1,
    location_type: 'onsite',
    city: 'Toronto',
    location: 'Toronto, ON',
    status: 'open',
    created_at: '2026-01-05T12:00:00.000Z',
    creator_info: {
      id: 'user-9',
      name: 'Sam Okafor',
      profile_picture: null,
      stats: { average_rating: 4.8, completed_orders: 7 },
    },
    ...overrides,
  };
}

export function gigPage(gigs: GigListItemDto[], hasMore = false): GigListDto {
  return { gigs, page: 1, limit: 12, has_more: hasMore };
}

export function gigDetail(overrides: Partial<GigDetailDto> = {}): GigDetailDto {
  return {
    ...listedGig(),
    company: null,
    salary: '$85/hr',
    salary_min: 85,
    salary_max: 85,
    urgency: 'medium',
    job_type: 'freelance',
    experience_required: 'mid',
    work_schedule: 'flexible',
    remote_allowed: false,
    certification_required: false,
    certification_type: null,
    certification_bonus: null,
    prefers_certified: false,
    creator: {
      id: 'user-9',
      name: 'Sam Okafor',
      profile_picture: null,
      trust_score: 82,
      bio: 'Master electrician, 15 years in the GTA.',
      verified: true,
    },
    work_experience: [
      { id: 'w1', title: 'Basement rewiring', category: 'electrical', client_rating: 5 },
      { id: 'w2', title: 'EV charger install', category: 'electrical', client_rating: 4 },
      { id: 'w3', title: 'Older job', category: 'electrical', client_rating: 3 },
    ],
    delivery_time_days: 7,
    experience_level: 'expert',
    availability: 'flexible',
    time_commitment: 'part_time',
    location: 'Toronto, ON',
    travel_required: false,
    latitude: null,
    longitude: null,
    openings: 1,
    hired_count: 0,
    applications_count: 1,
    can_apply: true,
    is_owner: false,
    can_manage: false,
    my_application: null,
    ...overrides,
  };
}

import type { CreateGigData } from '@hirehand/shared/gigs/create-gig';
import type { GigForm } from './gig-form';

/** A typed amount as a number, or null when blank or not a number (the API takes numbers or null). */
export function toAmount(text: string): number | null {
  const trimmed = text.trim().replace(/[$\s]/g, '').replace(/,/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A typed whole number, or null when blank or not a whole number. */
export function toInteger(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Number.parseInt(trimmed, 10);
}

const orNull = (text: string) => text.trim() || null;

/**
 * The body of POST /api/gigs/create from the wizard's form: every field of the gig with
 * the price fields as numbers or null (only the ones of the chosen pricing type) and
 * delivery_time_days as an integer. Job-board fields left alone stay null for the server
 * to derive. Pure, so the wire format is tested on its own.
 */
export function toCreatePayload(form: GigForm): CreateGigData {
  const job = form.mode === 'job';
  const certified = job && form.certification_required;
  return {
    mode: form.mode,
    title: form.title.trim(),
    description: form.description.trim(),
    category: form.category || null,
    gig_type: form.gig_type || null,
    pricing_type: form.pricing_type,
    fixed_price: form.pricing_type === 'fixed' ? toAmount(form.fixed_price) : null,
    hourly_rate: form.pricing_type === 'hourly' ? toAmount(form.hourly_rate) : null,
    price_range_min: form.pricing_type === 'negotiable' ? toAmount(form.price_range_min) : null,
    price_range_max: form.pricing_type === 'negotiable' ? toAmount(form.price_range_max) : null,
    delivery_time_days: toInteger(form.delivery_time_days) ?? 7,
    availability: form.availability,
    time_commitment: form.time_commitment,
    skills_required: [...form.skills_required],
    experience_level: form.experience_level,
    // The wizard publishes only once a work location is chosen (missingChoice); the fallback
    // keeps the type honest and never assumes remote work.
    location_type: form.location_type || 'onsite',
    location: form.location.trim(),
    address: form.address.trim(),
    city: orNull(form.city),
    travel_required: form.travel_required,
    images: [],
    portfolio_samples: [],
    gps_enabled: form.gps_enabled,
    latitude: form.latitude,
    longitude: form.longitude,
    instant_match: false,
    availability_type: null,
    openings: job ? (toInteger(form.openings) ?? 1) : 1,
    company: job ? orNull(form.company) : null,
    salary_min: null,
    salary_max: null,
    urgency: job ? form.urgency : 'medium',
    job_type: job ? form.job_type : null,
    experience_required: job ? form.experience_required : null,
    work_schedule: job ? form.work_schedule : 'flexible',
    remote_allowed: job ? form.remote_allowed : null,
    certification_required: certified,
    certification_type: certified ? form.certification_type : null,
    certification_bonus: certified ? toAmount(form.certification_bonus) : null,
    prefers_certified: false,
    // Set by the wizard when it publishes (the page's origin, where checkout returns to).
    origin_url: null,
    // Set by the wizard when the dashboard acts for a company (decision 042).
    company_id: null,
  };
}

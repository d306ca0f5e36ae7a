import { z } from 'zod';
import { ExportedCompanyDto } from '../business/company';
import { ExperienceEntryDto } from '../experience/experience';
import { JobAlertDto } from '../matching/job-alerts';
import { NotificationPreferencesDto } from '../matching/smart-notifications';
import { WorkPreferencesDto } from '../matching/work-preferences';
import { BillingHistoryItemDto } from '../payments/payments';
import { UserDto } from '../profile/profile';
import { UserType } from '../users/user-types';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The export's file name, dated (YYYY-MM-DD in the local time zone: the browser's for the
 * download) so that a person who exports twice keeps both copies apart.
 */
export const exportFileName = (date: Date = new Date()) =>
  `hirehand-data-export-${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}.json`;

export const ExportedSessionDto = z.object({
  created_at: z.string(),
  last_seen_at: z.string(),
  user_agent: z.string().nullable(),
  revoked_at: z.string().nullable(),
  current: z.boolean(),
});

export const ExportedContactMessageDto = z.object({
  name: z.string(),
  email: z.string(),
  type: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
});

/** Where the person said they are: the profile's place and the last position they shared. */
export const ExportedLocationDto = z.object({
  profile: z.object({
    city: z.string().nullable(),
    region: z.string().nullable(),
    country: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  last_shared: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      accuracy: z.number().nullable(),
      label: z.string(),
      location_type: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type ExportedLocationDto = z.infer<typeof ExportedLocationDto>;

const money = z.number().nullable();

/** A job or service gig the person posted, any status: every field they wrote or it earned. */
export const ExportedPostingDto = z.object({
  id: z.string(),
  mode: z.string(),
  status: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  gig_type: z.string(),
  job_type: z.string(),
  pricing_type: z.string(),
  fixed_price: money,
  hourly_rate: money,
  price_range_min: money,
  price_range_max: money,
  salary_min: money,
  salary_max: money,
  delivery_time_days: z.number().int(),
  availability: z.string(),
  time_commitment: z.string(),
  work_schedule: z.string(),
  experience_level: z.string(),
  experience_required: z.string(),
  skills_required: z.array(z.string()),
  urgency: z.string(),
  location_type: z.string(),
  location: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  remote_allowed: z.boolean(),
  travel_required: z.boolean(),
  company: z.string().nullable(),
  images: z.array(z.string()),
  portfolio_samples: z.array(z.string()),
  certification_required: z.boolean(),
  certification_type: z.string().nullable(),
  certification_bonus: money,
  prefers_certified: z.boolean(),
  gps_enabled: z.boolean(),
  instant_match: z.boolean(),
  availability_type: z.string().nullable(),
  openings: z.number().int(),
  hired_count: z.number().int(),
  applications_count: z.number().int(),
  views: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExportedPostingDto = z.infer<typeof ExportedPostingDto>;

const applicationFields = {
  id: z.string(),
  status: z.string(),
  cover_letter: z.string(),
  proposed_rate: money,
  proposed_timeline: z.number().int().nullable(),
  portfolio_links: z.array(z.string()),
  decision_message: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};
const postingRef = z.object({ id: z.string(), mode: z.string(), title: z.string() });
/** Another person by id and name only: their e-mail and profile are theirs, not the exporter's. */
const personRef = z.object({ id: z.string(), full_name: z.string() });

export const ExportedApplicationSentDto = z.object({
  ...applicationFields,
  posting: postingRef.extend({ poster: personRef }),
});
export type ExportedApplicationSentDto = z.infer<typeof ExportedApplicationSentDto>;

export const ExportedApplicationReceivedDto = z.object({
  ...applicationFields,
  posting: postingRef,
  applicant: personRef,
});
export type ExportedApplicationReceivedDto = z.infer<typeof ExportedApplicationReceivedDto>;

/** An attachment's name, type and size; the file itself stays downloadable from the conversation. */
export const ExportedAttachmentDto = z.object({
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});

export const ExportedMessageDto = z.object({
  id: z.string(),
  sender: personRef,
  content: z.string(),
  message_type: z.string(),
  attachment: ExportedAttachmentDto.nullable(),
  created_at: z.string(),
});

/** A conversation the person takes part in, with every message sent and received, oldest first. */
export const ExportedConversationDto = z.object({
  id: z.string(),
  title: z.string().nullable(),
  job_id: z.string().nullable(),
  job_title: z.string().nullable(),
  created_at: z.string(),
  participants: z.array(personRef.extend({ user_type: UserType })),
  messages: z.array(ExportedMessageDto),
});
export type ExportedConversationDto = z.infer<typeof ExportedConversationDto>;

export const ExportedNotificationDto = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type ExportedNotificationDto = z.infer<typeof ExportedNotificationDto>;

/** A plan the person held or holds, as the platform recorded it. */
export const ExportedSubscriptionDto = z.object({
  tier: z.string(),
  status: z.string(),
  provider: z.string(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  trial_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  ended_at: z.string().nullable(),
  created_at: z.string(),
});

/** Counted uses of a plan's monthly limits, per period. */
export const ExportedUsageDto = z.object({
  metric: z.string(),
  period_start: z.string(),
  used: z.number().int(),
});

/** A payment taken from the person (a plan's period or a job post), and its refund. */
export const ExportedChargeDto = z.object({
  id: z.string(),
  /** As the provider recorded it (ISO 4217, upper case). */
  amount: z.object({ amount_cents: z.number().int(), currency: z.string() }),
  provider: z.string(),
  posting_id: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
});

/** Plans, usage, payments and the billing history (every charge, refund and plan change). */
export const ExportedBillingDto = z.object({
  subscriptions: z.array(ExportedSubscriptionDto),
  usage: z.array(ExportedUsageDto),
  charges: z.array(ExportedChargeDto),
  history: z.array(BillingHistoryItemDto.omit({ refundable_charge_id: true })),
});
export type ExportedBillingDto = z.infer<typeof ExportedBillingDto>;

/** An AI career chat the person had, with both sides of it. */
export const ExportedAiChatDto = z.object({
  started_at: z.string(),
  discovered_skills: z.array(z.string()),
  messages: z.array(z.object({ role: z.string(), content: z.string(), created_at: z.string() })),
});

/** A support request the person opened, with the chat it came from and support's replies. */
export const ExportedSupportTicketDto = z.object({
  reference: z.string(),
  category: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  /** `front` or `priority` when the person's plan gave them faster support when they wrote. */
  support_priority: z.string().nullable(),
  conversation: z.array(z.object({ role: z.string(), content: z.string(), created_at: z.string() })),
  replies: z.array(z.object({ body: z.string(), created_at: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A support chat the person had (decision 037), with both sides and the articles each reply quoted. */
export const ExportedSupportChatDto = z.object({
  started_at: z.string(),
  category: z.string(),
  messages: z.array(
    z.object({
      role: z.string(),
      content: z.string(),
      articles: z.array(z.string()),
      escalation: z.boolean(),
      created_at: z.string(),
    }),
  ),
});

/** The person's smart notification preferences (spec 2 §3), with when they were first and last saved. */
export const ExportedNotificationPreferencesDto = NotificationPreferencesDto.extend({
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExportedNotificationPreferencesDto = z.infer<typeof ExportedNotificationPreferencesDto>;

/** A job matched to the person and what was sent about it when (issue 21, decision 039). */
export const ExportedMatchDeliveryDto = z.object({
  posting_id: z.string(),
  posting_title: z.string(),
  /** 'smart': their smart notification preferences; 'alert': one of their job alerts. */
  source: z.enum(['smart', 'alert']),
  score: z.number().int().nullable(),
  frequency: z.enum(['immediate', 'daily', 'weekly']),
  methods: z.array(z.string()),
  matched_at: z.string(),
  in_app_sent_at: z.string().nullable(),
  email_sent_at: z.string().nullable(),
  email_opened_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
});
export type ExportedMatchDeliveryDto = z.infer<typeof ExportedMatchDeliveryDto>;

/** A job the person saved, whether or not the board still lists it. */
export const ExportedSavedJobDto = z.object({
  posting_id: z.string(),
  title: z.string(),
  saved_at: z.string(),
});
export type ExportedSavedJobDto = z.infer<typeof ExportedSavedJobDto>;

/** A job alert the person keeps ('Save this search'): its name, the board's filters, when saved. */
export const ExportedJobAlertDto = JobAlertDto;
export type ExportedJobAlertDto = z.infer<typeof ExportedJobAlertDto>;

/**
 * GET /api/account/export: everything held about the person (PIPEDA access request):
 * what they wrote, what others sent them, and what the platform recorded about them.
 * Never a hash, a code, a token, or another person's e-mail.
 */
export const AccountExportDto = z.object({
  exported_at: z.string(),
  profile: UserDto,
  location: ExportedLocationDto,
  sessions: z.array(ExportedSessionDto),
  postings: z.array(ExportedPostingDto),
  applications_sent: z.array(ExportedApplicationSentDto),
  applications_received: z.array(ExportedApplicationReceivedDto),
  conversations: z.array(ExportedConversationDto),
  experience: z.array(ExperienceEntryDto),
  notifications: z.array(ExportedNotificationDto),
  contact_messages: z.array(ExportedContactMessageDto),
  newsletter_subscription: z
    .object({ email: z.string(), source: z.string(), created_at: z.string() })
    .nullable(),
  billing: ExportedBillingDto,
  ai_chats: z.array(ExportedAiChatDto),
  support_tickets: z.array(ExportedSupportTicketDto),
  support_chats: z.array(ExportedSupportChatDto),
  notification_preferences: ExportedNotificationPreferencesDto.nullable(),
  saved_jobs: z.array(ExportedSavedJobDto),
  /** The jobs matched to them and what was sent when (in-app, e-mail, opened, clicked). */
  match_deliveries: z.array(ExportedMatchDeliveryDto),
  /** The work preferences the job matcher reads, with the certifications' numbers (the defaults when none were saved). */
  work_preferences: WorkPreferencesDto,
  job_alerts: z.array(ExportedJobAlertDto),
  /** The companies they own and the teams they belong to (decision 042). */
  companies: z.array(ExportedCompanyDto),
});
export type AccountExportDto = z.infer<typeof AccountExportDto>;

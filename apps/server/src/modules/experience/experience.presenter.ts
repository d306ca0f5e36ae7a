import type { ExperienceEntryDto, ExperienceListDto } from '@hirehand/shared/experience/experience';
import type { ExperienceView, findProfileOwner, summarizeEntries } from './experience.repo';

export function toExperienceEntryDto({ entry, clientName }: ExperienceView): ExperienceEntryDto {
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    category: entry.category,
    work_type: entry.workType,
    duration_days: entry.durationDays,
    hourly_rate: entry.hourlyRate,
    total_earned: entry.totalEarned,
    client_rating: entry.clientRating,
    client_review: entry.clientReview,
    skills_used: entry.skillsUsed,
    work_samples: entry.workSamples,
    completion_date: entry.completionDate?.toISOString() ?? null,
    client_id: entry.clientId,
    client_name: clientName,
    gig_id: entry.gigId,
    application_id: entry.applicationId,
    created_at: entry.createdAt.toISOString(),
  };
}

type Owner = NonNullable<Awaited<ReturnType<typeof findProfileOwner>>>;
type Summary = Awaited<ReturnType<typeof summarizeEntries>>;

export function toExperienceListDto(
  owner: Owner,
  entries: ExperienceView[],
  summary: Summary,
): ExperienceListDto {
  const location = [owner.city, owner.region].filter(Boolean).join(', ');
  return {
    experiences: entries.map(toExperienceEntryDto),
    user_info: {
      id: owner.id,
      name: owner.name,
      profile_picture: owner.profilePicture,
      location: location || null,
      trust_score: owner.trustScore,
      verified: owner.verified,
    },
    experience_summary: {
      total_jobs: summary.totalJobs,
      total_earned: summary.totalEarned,
      average_rating: summary.averageRating,
      success_rate: summary.successRate,
    },
  };
}

import type { ApplicationDto } from '@hirehand/shared/applications/applications';
import { salaryText } from '@hirehand/shared/jobs/salary-text';
import type { ApplicationView } from './applications.repo';

/** The application's own fields, shared by its answer and the data export. */
export function applicationFields({ application: a }: ApplicationView) {
  return {
    id: a.id,
    status: a.status,
    cover_letter: a.coverLetter,
    proposed_rate: a.proposedRate,
    proposed_timeline: a.proposedTimeline,
    portfolio_links: a.portfolioLinks,
    decision_message: a.decisionMessage,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    decided_at: a.decidedAt?.toISOString() ?? null,
  };
}

/** An application as its poster and its applicant see it (never a raw row). */
export function toApplicationDto(view: ApplicationView): ApplicationDto {
  const { posting, poster, applicant } = view;
  return {
    ...applicationFields(view),
    posting: {
      id: posting.id,
      mode: posting.mode,
      title: posting.title,
      status: posting.status,
      // A job is shown under its company; a person posting a job without one is the employer.
      company: posting.company ?? (posting.mode === 'job' ? poster.name : null),
      city: posting.city,
      salary: salaryText({
        pricing_type: posting.pricingType,
        salary_min: posting.salaryMin,
        salary_max: posting.salaryMax,
        fixed_price: posting.fixedPrice,
      }),
      poster: { id: poster.id, name: poster.name },
      company_id: posting.companyId,
    },
    applicant: {
      id: applicant.id,
      name: applicant.name,
      email: applicant.email,
      profile_picture: applicant.profilePicture,
      city: applicant.city,
      trust_score: applicant.trustScore,
      skills: applicant.skills,
      verified: applicant.emailVerified,
      pro: applicant.pro,
    },
    experience_recorded: view.experienceId !== null,
    priority: view.priority,
  };
}

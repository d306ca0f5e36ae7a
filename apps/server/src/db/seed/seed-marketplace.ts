import { CreateGigInput, firstPublishError } from '@hirehand/shared/gigs/create-gig';
import { PAY_PER_POST } from '@hirehand/shared/membership/plans';
import { postingCompany, postingValues } from '../../modules/gigs/posting-form';
import { resolvePostingPlace } from '../../modules/gigs/posting-place';
import type { GeoProvider } from '../../platform/geo/geo-provider';
import type { Executor } from '../client';
import { type ApplicationRow, applications } from '../schema/applications';
import { experiences } from '../schema/experiences';
import { type NewPostingRow, postings } from '../schema/postings';
import type { UserRow } from '../schema/users';
import { DEMO_APPLICATIONS, DEMO_EXPERIENCES } from './demo-activity';
import { DEMO_GIGS } from './demo-gigs';
import { DEMO_JOBS } from './demo-postings';
import { jitter } from './jitter';
import { seedConversations } from './seed-conversations';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Demo postings (jobs and service gigs), applications, work experience and conversations
 * for the demo users, in bulk inserts. Every form passes the real publish checks and is stored the way
 * POST /api/gigs/create stores it; hired_count, "filled" and applications_count follow from
 * the seeded applications, so the counts are what the API would have made.
 */
export async function seedMarketplace(
  db: Executor,
  geo: GeoProvider,
  people: Map<string, UserRow>,
  now = Date.now(),
) {
  const person = (email: string) => {
    const user = people.get(email);
    if (!user) throw new Error(`Demo data names an unknown user: ${email}`);
    return user;
  };
  const demos = [...DEMO_JOBS, ...DEMO_GIGS];

  const rows: NewPostingRow[] = [];
  for (const demo of demos) {
    const poster = person(demo.poster);
    const form = CreateGigInput.parse({ ...demo.form, mode: demo.mode });
    const problem = firstPublishError(form);
    if (problem) throw new Error(`Demo posting ${demo.key}: ${problem}`);
    const place = await resolvePostingPlace(geo, form, poster);
    // Near, not on, the city centre, so the map's markers in one city do not pile up.
    if (place.latitude !== null && place.longitude !== null) {
      place.latitude += jitter(`${demo.key}:lat`, 0.05);
      place.longitude += jitter(`${demo.key}:lng`, 0.05);
    }
    const own = DEMO_APPLICATIONS.filter((application) => application.posting === demo.key);
    const hired = own.filter((application) => application.status === 'accepted').length;
    if (hired > form.openings) throw new Error(`Demo posting ${demo.key} hires more than its openings`);
    const createdAt = new Date(now - demo.daysAgo * DAY);
    rows.push({
      ...postingValues(form, place, postingCompany(form, poster.fullName)),
      posterId: poster.id,
      mode: demo.mode,
      status: demo.status ?? (hired >= form.openings ? 'filled' : 'open'),
      hiredCount: hired,
      applicationsCount: own.length,
      // A few views per day it has been up, varied per posting.
      views: Math.round(demo.daysAgo * 9 + own.length * 4 + Math.abs(jitter(demo.key, 40))),
      // Demo jobs were paid for (Pay-Per-Post): 30 days of visibility from when they were posted.
      visibleUntil:
        demo.mode === 'job' ? new Date(createdAt.getTime() + PAY_PER_POST.visibilityDays * DAY) : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  const inserted = await db.insert(postings).values(rows).returning({
    id: postings.id,
    posterId: postings.posterId,
    createdAt: postings.createdAt,
  });
  const postingByKey = new Map(demos.map((demo, i) => [demo.key, inserted[i]!]));
  const posting = (key: string) => {
    const row = postingByKey.get(key);
    if (!row) throw new Error(`Demo data names an unknown posting: ${key}`);
    return row;
  };

  const appliedRows = await db
    .insert(applications)
    .values(
      DEMO_APPLICATIONS.map((application) => {
        const target = posting(application.posting);
        // Never in the future, even for a posting that went up minutes ago.
        const createdAt = new Date(
          Math.min(target.createdAt.getTime() + application.hoursAfter * HOUR, now - 10 * 60_000),
        );
        const decided = application.status === 'accepted' || application.status === 'declined';
        const updatedAt = application.status === 'pending' ? createdAt : new Date(createdAt.getTime() + HOUR);
        return {
          postingId: target.id,
          applicantId: person(application.applicant).id,
          status: application.status,
          coverLetter: application.coverLetter,
          proposedRate: application.proposedRate ?? null,
          proposedTimeline: application.proposedTimeline ?? null,
          decisionMessage: application.decisionMessage ?? null,
          decidedAt: decided ? updatedAt : null,
          createdAt,
          updatedAt,
        };
      }),
    )
    .returning();
  const applicationOf = (postingKey: string, workerId: string): ApplicationRow => {
    const found = appliedRows.find(
      (row) => row.postingId === posting(postingKey).id && row.applicantId === workerId,
    );
    if (found?.status !== 'accepted') {
      throw new Error(`Demo experience needs an accepted application to ${postingKey}`);
    }
    return found;
  };

  await db.insert(experiences).values(
    DEMO_EXPERIENCES.map((experience) => {
      const worker = person(experience.worker);
      const source = experience.fromPosting ? applicationOf(experience.fromPosting, worker.id) : null;
      const completionDate = new Date(now - experience.daysAgo * DAY);
      return {
        userId: worker.id,
        title: experience.title,
        description: experience.description,
        category: experience.category,
        workType: experience.workType,
        durationDays: experience.durationDays,
        hourlyRate: experience.hourlyRate,
        totalEarned: experience.totalEarned,
        clientRating: experience.clientRating,
        clientReview: experience.clientReview,
        skillsUsed: experience.skillsUsed,
        completionDate,
        clientId: source ? posting(experience.fromPosting!).posterId : null,
        gigId: source ? source.postingId : null,
        applicationId: source ? source.id : null,
        createdAt: completionDate,
      };
    }),
  );
  const counts = await seedConversations(db, person, (key) => posting(key).id, now);
  return {
    postings: rows.length,
    applications: appliedRows.length,
    experiences: DEMO_EXPERIENCES.length,
    ...counts,
  };
}

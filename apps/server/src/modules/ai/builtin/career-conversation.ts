import type { CareerConversationState } from '../../../db/schema/ai';
import { CAREER_TOPICS, type CareerFacts, type CareerTopic } from './career-facts';
import { CAREER_TEXTS, listOf } from './career-texts';

/** What the service knows before the built-in assistant answers a turn. */
export interface CareerTurn {
  message: string;
  state: CareerConversationState;
  /** Skills found in this message (canonical names), new to the session. */
  newSkills: readonly string[];
  /** Every skill of the session, this message's included. */
  allSkills: readonly string[];
  /** This message's facts, its city already checked against the gazetteer. */
  facts: CareerFacts;
  /** The professions the skills point to that fit best (their names; ties only). */
  professions: readonly string[];
  /** Certifications related to the skills (their names). */
  certifications: readonly string[];
  /** How many open jobs fit, and the place they were searched around. */
  jobs: { count: number; near: string | null };
  /** How to greet: the first name, or 'Friend' for a visitor (spec 1 §2). */
  greetingName: string;
  signedIn: boolean;
}

export interface CareerReply {
  reply: string;
  suggestions: string[];
  state: CareerConversationState;
}

export const newCareerState = (): CareerConversationState => ({ asked: [], answers: {}, told: [] });

/**
 * The built-in career conversation (issue 20): it notes the skills found, then asks about
 * experience, certifications, city, availability and pay in turn, never asking again what it
 * has an answer to, and sums up once every topic was asked. A reply the person gave to the last
 * question counts as its answer even when no pattern recognised it, so the question is not repeated.
 */
export function careerReply(turn: CareerTurn): CareerReply {
  const answers: Record<string, string> = { ...turn.state.answers };
  for (const [topic, value] of Object.entries(turn.facts)) if (value) answers[topic] = value;
  if (turn.allSkills.length > 0) answers.work = listOf(turn.allSkills.slice(0, 6));
  const lastAsked = turn.state.asked.at(-1) as CareerTopic | undefined;
  if (lastAsked && !answers[lastAsked]) answers[lastAsked] = turn.message.trim().slice(0, 200);

  const told = new Set(turn.state.told ?? []);
  /** Says a thing once per conversation: false when it was said already. */
  const once = (key: string) => !told.has(key) && Boolean(told.add(key));

  const parts: string[] = [];
  // The dialog greets the person itself; the assistant says hello only to a message it found nothing in.
  const foundNothing = turn.newSkills.length === 0 && Object.keys(turn.facts).length === 0;
  if (turn.state.asked.length === 0 && foundNothing) parts.push(CAREER_TEXTS.hello(turn.greetingName));
  if (turn.newSkills.length > 0) {
    parts.push(CAREER_TEXTS.noted(listOf(turn.newSkills.slice(0, 5))));
    const fits = listOf(turn.professions.slice(0, 2));
    if (fits && once(`fits:${fits}`)) parts.push(CAREER_TEXTS.fits(fits));
    if (turn.certifications.length > 0 && !answers.certifications && once('tip:certifications')) {
      parts.push(CAREER_TEXTS.certificationTip(listOf(turn.certifications.slice(0, 2))));
    }
  }
  // The jobs are on screen: they are mentioned when their number changes, not every turn.
  if (turn.allSkills.length > 0 && once(`jobs:${turn.jobs.count}:${turn.jobs.near ?? ''}`)) {
    parts.push(
      turn.jobs.count > 0 ? CAREER_TEXTS.jobsFound(turn.jobs.count, turn.jobs.near) : CAREER_TEXTS.noJobsYet,
    );
  }

  const next = CAREER_TOPICS.find((topic) => !answers[topic] && !turn.state.asked.includes(topic));
  const asked = next ? [...turn.state.asked, next] : turn.state.asked;
  let suggestions: readonly string[];
  if (next) {
    parts.push(CAREER_TEXTS.questions[next]);
    suggestions = CAREER_TEXTS.suggestions[next];
  } else {
    const known = CAREER_TOPICS.filter((topic) => answers[topic]).map(
      (topic) => `${CAREER_TEXTS.factLabels[topic]}: ${answers[topic]}`,
    );
    if (known.length > 0) parts.push(CAREER_TEXTS.summary(known.join('; ')));
    parts.push(turn.signedIn ? CAREER_TEXTS.summaryNext : CAREER_TEXTS.summaryNextVisitor);
    suggestions = CAREER_TEXTS.suggestions.done;
  }
  return {
    reply: parts.join(' '),
    suggestions: suggestions.slice(0, 3),
    state: { asked, answers, told: [...told] },
  };
}

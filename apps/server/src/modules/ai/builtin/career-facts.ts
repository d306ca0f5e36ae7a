/**
 * What a message says about the topics the career conversation asks in turn, read with plain
 * patterns (the skills themselves come from the skills taxonomy). Each value is the phrase as the
 * person wrote it, so a later summary quotes them rather than guessing.
 */
export const CAREER_TOPICS = ['work', 'experience', 'certifications', 'city', 'availability', 'pay'] as const;
export type CareerTopic = (typeof CAREER_TOPICS)[number];

export type CareerFacts = Partial<Record<CareerTopic, string>>;

const EXPERIENCE = [
  /\b(\d{1,2}\+?|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|many)\s+(?:years?|yrs?|ans)\b/i,
  /\bsince\s+(?:19|20)\d{2}\b/i,
  /\b(?:apprentice|apprenticeship|journeyman|journeyperson|foreman|entry[- ]level|beginner|no experience|new to|just starting|student|graduate|graduated)\b/i,
];
const NO_CERTIFICATION =
  /\b(?:no|not|without|don't have (?:a|any)|do not have (?:a|any))\s+(?:\w+\s+){0,2}(?:certifi\w*|licen[cs]\w*|tickets?|red seal)\b/i;
const CERTIFICATION =
  /\b(?:red seal|certified|certificate|certification|licen[cs]ed|licen[cs]e|ticket|journeyman card|cwb|whmis|first aid|cpr|smart serve|foodsafe|food handler|g2|class [a-z]\d?|ase|comptia|pmp|cpa|ece)\b/i;
const AVAILABILITY =
  /\b(?:full[- ]time|part[- ]time|weekends?|weekdays?|evenings?|nights?|mornings?|afternoons?|flexible|contract|seasonal|summer|temporary|any ?time|on call|overtime|(?:\d+|a few)\s+(?:hours?|days?)\s+(?:a|per)\s+week)\b/i;
const PAY =
  /(?:\$\s?\d+(?:[.,]\d+)?(?:\s?k)?(?:\s?(?:\/\s?h(?:ou)?r?|an hour|per hour|hourly|a year|per year|\/\s?yr))?|\b\d+(?:[.,]\d+)?\s?(?:\$|dollars|bucks)(?:\s?(?:an hour|per hour|\/h))?|\b\d+(?:[.,]\d+)?\s?(?:an hour|per hour|\/h(?:ou)?r?)\b)/i;
/** "in Calgary", "from Saint John", "near Laval": the words after, as a city to look up. */
const PLACE =
  /\b(?:in|from|near|around|based in|live in|living in|located in|à)\s+([A-ZÀ-Ý][\p{L}'.-]+(?:[ -][A-ZÀ-Ý][\p{L}'.-]+){0,2})/u;

const phrase = (match: RegExpMatchArray | null) => match?.[0].trim() ?? null;

/** The facts the message states (city only as a candidate name; the caller checks it is a real place). */
export function readCareerFacts(message: string): CareerFacts & { cityCandidate?: string } {
  const facts: CareerFacts & { cityCandidate?: string } = {};
  for (const pattern of EXPERIENCE) {
    const found = phrase(message.match(pattern));
    if (found) {
      facts.experience = found;
      break;
    }
  }
  const noCertification = phrase(message.match(NO_CERTIFICATION));
  const certification = noCertification ?? phrase(message.match(CERTIFICATION));
  if (certification) facts.certifications = certification;
  const availability = phrase(message.match(AVAILABILITY));
  if (availability) facts.availability = availability;
  const pay = phrase(message.match(PAY));
  if (pay) facts.pay = pay;
  const place = message.match(PLACE)?.[1];
  if (place) facts.cityCandidate = place;
  return facts;
}

/** A short answer that may be nothing but a city ("Halifax", "Trois-Rivières"). */
export const looksLikeBarePlace = (message: string) =>
  /^[\p{L}][\p{L}'. -]{1,40}$/u.test(message.trim()) && message.trim().split(/\s+/).length <= 3;

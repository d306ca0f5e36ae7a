/**
 * Finds the taxonomy's skills in free text (decision 034). The taxonomy is compiled once, at import,
 * into an index of normalised token sequences; extraction is one pass over the text's tokens, trying
 * the longest phrase first at each token, so "forklift operator" wins over "forklift" and a skill is
 * never found inside another word ("art" is not in "start").
 *
 * Normalisation, the same for the taxonomy and the text: letters and digits make tokens (`+` and `#`
 * stay on a token: C++, C#, A+), accents are dropped and case folded (soudure, Soudure, SOUDURE),
 * articles are skipped (the, of, de, la...; "&" reads as "and"), and a light stemmer folds plurals and
 * -ing/-ed/-er endings (weld, welds, welding, welder, welded). A phrase does not run across
 * sentence punctuation (, ; : . ! ?).
 */
import type { GigCategory } from '@hirehand/shared/gigs/gig-enums';
import { CERTIFICATION_TYPES, type CertificationType } from '@hirehand/shared/jobs/job-enums';
import {
  categoryOfProfession,
  PROFESSION_CATEGORIES,
  PROFESSION_IDS,
  type ProfessionCategory,
  type ProfessionId,
} from '@hirehand/shared/skills/professions';
import { SKILL_ROWS, type SkillRow } from './skills-taxonomy';

export interface Skill {
  /** The canonical name, as a person writes it on a profile. */
  name: string;
  professions: readonly ProfessionId[];
  /** The landing categories of its professions, in the explorer's order. */
  categories: readonly ProfessionCategory[];
  gigCategory: GigCategory | null;
  certifications: readonly CertificationType[];
  /** Synonyms, misspellings and French words as written in the taxonomy, without their markers. */
  terms: readonly string[];
}

export interface SkillMatch {
  /** The text as written, e.g. "Soudure" or "fork-lifts". */
  text: string;
  /** UTF-16 offsets into the text: text.slice(start, end) is the match. */
  start: number;
  end: number;
}

export interface ExtractedSkill {
  name: string;
  matches: SkillMatch[];
}

export interface RankedProfession {
  id: ProfessionId;
  category: ProfessionCategory;
  /** Each skill adds 1 / (the number of professions it belongs to): specific skills weigh more. */
  score: number;
  /** The given skills that point to it (canonical names). */
  skills: string[];
}

/** Two skills that claim the same normalised term; the first one keeps it. */
export interface TermCollision {
  term: string;
  kept: string;
  dropped: string;
}

interface Token {
  key: string;
  /** Accents removed, case kept: what an exact-case term compares with. */
  raw: string;
  start: number;
  end: number;
  /** Sentence punctuation stands between this token and the previous one. */
  breakBefore: boolean;
}

interface Phrase {
  keys: readonly string[];
  /** Set for an exact term (`=React`, `~waiter`): the tokens as they must be written. */
  exact: readonly string[] | null;
  /** `~` terms: exact spelling in any letter case. */
  anyCase: boolean;
  skill: number;
}

export interface SkillIndex {
  skills: readonly Skill[];
  /** First token key → the phrases starting with it, longest first. */
  phrases: ReadonlyMap<string, readonly Phrase[]>;
  /** A whole normalised name → its skill, for canonicalSkill (free, exact-case and profile-only terms). */
  names: ReadonlyMap<string, number>;
  collisions: readonly TermCollision[];
}

const TOKEN = /[\p{L}\p{N}]+[+#]*|&/gu;
const SENTENCE_BREAK = /[,;:!?()[\]{}|"\n\r]|\.(?:\s|$)/;
/** Articles are skipped; "and" is kept, so "drywallers and tapers" is not the phrase "drywall taping". */
const STOP_WORDS = new Set(['the', 'of', 'de', 'du', 'des', 'la', 'le', 'les', 'd', 'l', 's']);
/** A doubled final consonant left by a suffix (running -> run, rigger -> rig); ll, ss, ff, zz stay (install). */
const DOUBLED = /([bcdghjkmnpqrtvwxy])\1$/;

function fold(token: string): string {
  return token
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** A light English stemmer: plural, then one of -ing/-ed/-er, then a final e. Applied to both sides. */
export function stem(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ing', 'ed', 'er']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (DOUBLED.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** The text's tokens, articles left out, each with its key (folded and stemmed) and place in the text. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  let pendingBreak = false;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    // The gap with the token's first character: "node.js" is one name, "fork. Lift" two sentences.
    const gapBreak = previousEnd > 0 && SENTENCE_BREAK.test(text.slice(previousEnd, start + 1));
    previousEnd = end;
    const raw = match[0] === '&' ? 'and' : fold(match[0]);
    const lower = raw.toLowerCase();
    if (STOP_WORDS.has(lower)) {
      pendingBreak ||= gapBreak;
      continue;
    }
    tokens.push({ key: stem(lower), raw, start, end, breakBefore: gapBreak || pendingBreak });
    pendingBreak = false;
  }
  return tokens;
}

function keysOf(term: string): string[] {
  return tokenize(term).map((token) => token.key);
}

function categoriesOf(professions: readonly ProfessionId[]): ProfessionCategory[] {
  const categories = new Set(professions.map((id) => categoryOfProfession(id)));
  return PROFESSION_CATEGORIES.filter((category) => categories.has(category));
}

/** Compiles taxonomy rows into the matching index. Exported for the taxonomy's tests. */
export function buildSkillIndex(rows: readonly SkillRow[]): SkillIndex {
  const skills: Skill[] = [];
  const byPhrase = new Map<string, number>();
  const names = new Map<string, number>();
  const phrases = new Map<string, Phrase[]>();
  const collisions: TermCollision[] = [];

  const addName = (key: string, skill: number) => {
    const owner = names.get(key);
    if (owner === undefined) names.set(key, skill);
    else if (owner !== skill) {
      collisions.push({ term: key, kept: skills[owner]!.name, dropped: skills[skill]!.name });
    }
  };
  const addPhrase = (
    keys: string[],
    exact: string[] | null,
    anyCase: boolean,
    skill: number,
    derived: boolean,
  ) => {
    const id = exact ? `${anyCase ? '~' : '='}${exact.join(' ')}` : keys.join(' ');
    const owner = byPhrase.get(id);
    if (owner !== undefined) {
      if (owner !== skill && !derived) {
        collisions.push({ term: id, kept: skills[owner]!.name, dropped: skills[skill]!.name });
      }
      return;
    }
    byPhrase.set(id, skill);
    const list = phrases.get(keys[0]!) ?? [];
    list.push({ keys, exact, anyCase, skill });
    phrases.set(keys[0]!, list);
  };

  rows.forEach(([name, professions, gigCategory, rawTerms, certifications = []], skill) => {
    const terms = rawTerms.map((term) => term.replace(/^[=!~]/, ''));
    skills.push({
      name,
      professions,
      categories: categoriesOf(professions),
      gigCategory,
      certifications,
      terms,
    });
    const nameKey = keysOf(name).join(' ');
    const marked = rawTerms
      .filter((term) => /^[=!~]/.test(term))
      .map((term) => keysOf(term.slice(1)).join(' '));
    const free = marked.includes(nameKey) ? rawTerms : [name, ...rawTerms];
    const seen = new Set<string>();
    for (const term of free) {
      const written = term.replace(/^[=!~]/, '');
      const keys = keysOf(written);
      if (keys.length === 0) continue;
      const key = keys.join(' ');
      const mark = written === term ? '' : term[0]!;
      const id = mark === '~' ? `~${written.toLowerCase()}` : mark === '=' ? `=${written}` : mark + key;
      if (seen.has(id)) continue;
      seen.add(id);
      // An exact-case term names its skill on a profile only through the canonical name or a `!` term.
      if (mark !== '=') addName(key, skill);
      if (mark === '!') continue;
      const anyCase = mark === '~';
      const exact =
        mark === '=' || anyCase
          ? tokenize(written).map((token) => (anyCase ? token.raw.toLowerCase() : token.raw))
          : null;
      addPhrase(keys, exact, anyCase, skill, false);
      // "fork lift" also finds "forklift", "dry wall" finds "drywall" (but "b ed" is not "bed").
      const words = tokenize(written).map((token) => token.raw.toLowerCase());
      if (!exact && words.length === 2 && words.every((word) => word.length >= 3)) {
        const joined = stem(words.join(''));
        if (!seen.has(joined)) addPhrase([joined], null, false, skill, true);
      }
    }
  });
  for (const list of phrases.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  const reported = new Set<string>();
  const unique = collisions.filter((c) => {
    const id = `${c.term}|${c.kept}|${c.dropped}`;
    if (reported.has(id)) return false;
    reported.add(id);
    return true;
  });
  return { skills, phrases, names, collisions: unique };
}

const INDEX = buildSkillIndex(SKILL_ROWS);
const SKILL_BY_NAME = new Map(INDEX.skills.map((skill) => [skill.name.toLowerCase(), skill]));

function phraseAt(tokens: readonly Token[], at: number, phrase: Phrase): boolean {
  if (at + phrase.keys.length > tokens.length) return false;
  for (let i = 0; i < phrase.keys.length; i++) {
    const token = tokens[at + i]!;
    if (i > 0 && token.breakBefore) return false;
    if (!phrase.exact) {
      if (token.key !== phrase.keys[i]) return false;
    } else if ((phrase.anyCase ? token.raw.toLowerCase() : token.raw) !== phrase.exact[i]) return false;
  }
  return true;
}

/** The skills named in free text, in order of first mention, each with what matched and where. */
export function extractSkills(text: string, index: SkillIndex = INDEX): ExtractedSkill[] {
  const tokens = tokenize(text);
  const found = new Map<number, ExtractedSkill>();
  let at = 0;
  while (at < tokens.length) {
    const phrase = index.phrases.get(tokens[at]!.key)?.find((candidate) => phraseAt(tokens, at, candidate));
    if (!phrase) {
      at++;
      continue;
    }
    const start = tokens[at]!.start;
    const end = tokens[at + phrase.keys.length - 1]!.end;
    const match = { text: text.slice(start, end), start, end };
    const entry = found.get(phrase.skill);
    if (entry) entry.matches.push(match);
    else found.set(phrase.skill, { name: index.skills[phrase.skill]!.name, matches: [match] });
    at += phrase.keys.length;
  }
  return [...found.values()];
}

/** A profile's free skill name ("welder", "Plomberie", "fork lift") → the canonical name, or null. */
export function canonicalSkill(name: string): string | null {
  const exact = SKILL_BY_NAME.get(name.trim().toLowerCase());
  if (exact) return exact.name;
  const key = keysOf(name).join(' ');
  if (!key) return null;
  const skill = INDEX.names.get(key) ?? INDEX.names.get(stem(key.replaceAll(' ', '')));
  return skill === undefined ? null : INDEX.skills[skill]!.name;
}

/** The taxonomy's entry for a skill name (canonical or not), or null. */
export function skillByName(name: string): Skill | null {
  const canonical = canonicalSkill(name);
  return canonical === null ? null : (SKILL_BY_NAME.get(canonical.toLowerCase()) ?? null);
}

/** All skills of the taxonomy, in its order. */
export function allSkills(): readonly Skill[] {
  return INDEX.skills;
}

function uniqueSkills(names: readonly string[]): Skill[] {
  const skills = new Map<string, Skill>();
  for (const name of names) {
    const skill = skillByName(name);
    if (skill) skills.set(skill.name, skill);
  }
  return [...skills.values()];
}

/** The canonical names of a profession's skills, in the taxonomy's order ([] for an unknown id). */
export function skillsOfProfession(id: string): string[] {
  return INDEX.skills
    .filter((skill) => (skill.professions as readonly string[]).includes(id))
    .map((s) => s.name);
}

/** The professions the skills point to, best first (ties in the explorer's order); unknown names count for nothing. */
export function professionsOfSkills(names: readonly string[]): RankedProfession[] {
  const ranked = new Map<ProfessionId, RankedProfession>();
  for (const skill of uniqueSkills(names)) {
    const weight = 1 / skill.professions.length;
    for (const id of skill.professions) {
      const entry = ranked.get(id) ?? { id, category: categoryOfProfession(id)!, score: 0, skills: [] };
      entry.score += weight;
      entry.skills.push(skill.name);
      ranked.set(id, entry);
    }
  }
  return [...ranked.values()]
    .map((entry) => ({ ...entry, score: Math.round(entry.score * 1000) / 1000 }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.skills.length - a.skills.length ||
        PROFESSION_IDS.indexOf(a.id) - PROFESSION_IDS.indexOf(b.id),
    );
}

/** The certification types the skills relate to, in CERTIFICATION_TYPES order. */
export function certificationsForSkills(names: readonly string[]): CertificationType[] {
  const types = new Set(uniqueSkills(names).flatMap((skill) => skill.certifications));
  return CERTIFICATION_TYPES.filter((type) => types.has(type));
}

/**
 * The gig category most of the skills fall in ('other' only when nothing more specific fits;
 * ties go to the category mentioned first), or null when none has one.
 */
export function gigCategoryOfSkills(names: readonly string[]): GigCategory | null {
  const counts = new Map<GigCategory, number>();
  for (const skill of uniqueSkills(names)) {
    if (skill.gigCategory) counts.set(skill.gigCategory, (counts.get(skill.gigCategory) ?? 0) + 1);
  }
  let best: GigCategory | null = null;
  for (const [category, count] of counts) {
    if (category === 'other') continue;
    if (best === null || count > counts.get(best)!) best = category;
  }
  return best ?? (counts.has('other') ? 'other' : null);
}

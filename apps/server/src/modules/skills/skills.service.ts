/**
 * The skills module's door for the other modules (decision 034): the bundled taxonomy and the
 * extractor, pure and in memory. The AI assistant finds a message's skills here; the matcher compares
 * a profile's skills with a posting's through canonical names.
 */
import { canonicalSkill } from './skill-extractor';

export {
  allSkills,
  canonicalSkill,
  certificationsForSkills,
  type ExtractedSkill,
  extractSkills,
  gigCategoryOfSkills,
  professionsOfSkills,
  type RankedProfession,
  type Skill,
  type SkillMatch,
  skillByName,
  skillsOfProfession,
} from './skill-extractor';

/**
 * A profile's free skill names made canonical, in their order, once each; names the taxonomy does not
 * know are kept as written (trimmed), so nothing a person wrote is lost.
 */
export function canonicalSkills(names: readonly string[]): string[] {
  const result = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (!trimmed) continue;
    const canonical = canonicalSkill(trimmed) ?? trimmed;
    if (!result.has(canonical.toLowerCase())) result.set(canonical.toLowerCase(), canonical);
  }
  return [...result.values()];
}

import { GIG_CATEGORIES } from '@hirehand/shared/gigs/gig-enums';
import { CERTIFICATION_TYPES } from '@hirehand/shared/jobs/job-enums';
import { PROFESSION_CATEGORIES, PROFESSION_IDS } from '@hirehand/shared/skills/professions';
import { describe, expect, it } from 'vitest';
import {
  allSkills,
  buildSkillIndex,
  canonicalSkill,
  extractSkills,
  skillsOfProfession,
} from './skill-extractor';
import { SKILL_ROWS } from './skills-taxonomy';

describe('skills taxonomy', () => {
  it('has at least 500 skills with names unique in any letter case', () => {
    expect(SKILL_ROWS.length).toBeGreaterThanOrEqual(500);
    const names = SKILL_ROWS.map(([name]) => name.toLowerCase());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('gives every one of the 48 professions at least 8 skills', () => {
    expect(PROFESSION_IDS).toHaveLength(48);
    const thin = PROFESSION_IDS.filter((id) => skillsOfProfession(id).length < 8);
    expect(thin).toEqual([]);
  });

  it('uses only known professions, gig categories and certification types; every skill has a profession', () => {
    for (const [name, professions, gigCategory, terms, certifications = []] of SKILL_ROWS) {
      expect(professions.length, name).toBeGreaterThan(0);
      for (const id of professions) expect(PROFESSION_IDS, name).toContain(id);
      expect(new Set(professions).size, name).toBe(professions.length);
      if (gigCategory !== null) expect(GIG_CATEGORIES, name).toContain(gigCategory);
      for (const type of certifications) expect(CERTIFICATION_TYPES, name).toContain(type);
      for (const term of terms) expect(term.trim(), name).toBe(term);
    }
  });

  it("derives each skill's landing categories from its professions", () => {
    for (const skill of allSkills()) {
      expect(skill.categories.length, skill.name).toBeGreaterThan(0);
      for (const category of skill.categories) expect(PROFESSION_CATEGORIES).toContain(category);
    }
    expect(allSkills().find((skill) => skill.name === 'Catering')?.categories).toEqual(['food', 'events']);
  });

  it('has no term claimed by two skills', () => {
    expect(buildSkillIndex(SKILL_ROWS).collisions).toEqual([]);
  });

  it('maps every name and term back to its own skill, on a profile and in free text', () => {
    const wrong: string[] = [];
    for (const [name, , , terms] of SKILL_ROWS) {
      if (canonicalSkill(name) !== name) wrong.push(`${name}: canonicalSkill -> ${canonicalSkill(name)}`);
      for (const term of terms) {
        const written = term.replace(/^[=!~]/, '');
        if (!term.startsWith('=') && canonicalSkill(written) !== name) {
          wrong.push(`${name} / ${term}: canonicalSkill -> ${canonicalSkill(written)}`);
        }
        if (term.startsWith('!')) continue;
        const found = extractSkills(written).map((skill) => skill.name);
        if (found.length !== 1 || found[0] !== name)
          wrong.push(`${name} / ${term}: extracts ${found.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names the certification types of the trades they belong to', () => {
    const certified = new Set(SKILL_ROWS.flatMap(([, , , , certifications = []]) => certifications));
    expect([...certified].sort()).toEqual([...CERTIFICATION_TYPES].sort());
  });
});

import { describe, expect, it } from 'vitest';
import {
  allSkills,
  canonicalSkill,
  certificationsForSkills,
  extractSkills,
  gigCategoryOfSkills,
  professionsOfSkills,
  skillsOfProfession,
  stem,
} from './skill-extractor';
import { NO_SKILL_SENTENCES, PROFESSION_PROMPT_NAMES, SKILL_SENTENCES } from './skill-sentences.test-cases';

const names = (text: string) => extractSkills(text).map((skill) => skill.name);

describe('extractSkills on real-style sentences', () => {
  it('has at least 100 sentences', () => {
    expect(SKILL_SENTENCES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(SKILL_SENTENCES)('%s', (text, expected) => {
    expect(names(text).sort()).toEqual([...expected].sort());
  });

  it.each(NO_SKILL_SENTENCES)('finds nothing in: %s', (text) => {
    expect(names(text)).toEqual([]);
  });
});

describe("the landing's profession prompt", () => {
  it.each(Object.entries(PROFESSION_PROMPT_NAMES))('finds a skill of %s in its prompt', (id, name) => {
    const prompt = `I'm interested in ${name} work. Tell me about opportunities and how to earn more.`;
    const found = extractSkills(prompt).map((skill) => allSkills().find((s) => s.name === skill.name)!);
    expect(found.some((skill) => (skill.professions as readonly string[]).includes(id))).toBe(true);
  });
});

describe('extractSkills', () => {
  it('says what matched and where, in order of first mention', () => {
    const text = 'Soudure, welding and WELDS; also a Fork-Lift.';
    expect(extractSkills(text)).toEqual([
      {
        name: 'Welding',
        matches: [
          { text: 'Soudure', start: 0, end: 7 },
          { text: 'welding', start: 9, end: 16 },
          { text: 'WELDS', start: 21, end: 26 },
        ],
      },
      { name: 'Forklift Operation', matches: [{ text: 'Fork-Lift', start: 35, end: 44 }] },
    ]);
  });

  it('prefers the longest phrase: a forklift operator is not also a plain forklift', () => {
    expect(names('forklift operator')).toEqual(['Forklift Operation']);
    expect(names('interior painting')).toEqual(['Interior Painting']);
  });

  it('does not run a phrase across sentence punctuation', () => {
    expect(names('I bought a fork. Lift the box.')).toEqual([]);
  });

  it('finds exact-case terms only as written: React the library, not "react quickly"', () => {
    expect(names('I know React well')).toEqual(['React']);
    expect(names('I react quickly in emergencies')).toEqual([]);
    expect(names('I excel at Excel')).toEqual(['Microsoft Excel']);
  });

  it('does not find a skill inside another word', () => {
    expect(names('restart the cartography start-up')).toEqual([]);
    expect(names('The weldingtorch')).toEqual([]);
  });

  it('handles empty and symbol-only text', () => {
    expect(extractSkills('')).toEqual([]);
    expect(extractSkills('!!! ... ???')).toEqual([]);
  });

  it('is deterministic', () => {
    const text = SKILL_SENTENCES.map(([sentence]) => sentence).join(' ');
    expect(extractSkills(text)).toEqual(extractSkills(text));
  });

  it('reads a 500-character message well under a millisecond on average', () => {
    const message = SKILL_SENTENCES.map(([sentence]) => sentence)
      .join(' ')
      .slice(0, 500);
    for (let i = 0; i < 50; i++) extractSkills(message);
    const runs = 500;
    const started = performance.now();
    for (let i = 0; i < runs; i++) extractSkills(message);
    // A sanity bound only (shared CI machines are noisy); the benchmark comes later.
    expect((performance.now() - started) / runs).toBeLessThan(1);
  });
});

describe('stem', () => {
  it('folds plurals and -ing/-ed/-er endings to one key', () => {
    for (const word of ['weld', 'welds', 'welding', 'welder', 'welded', 'welders'])
      expect(stem(word)).toBe('weld');
    for (const word of ['wire', 'wiring', 'wired']) expect(stem(word)).toBe('wir');
    for (const word of ['rigging', 'rigger', 'riggers']) expect(stem(word)).toBe('rig');
    expect(stem('install')).toBe(stem('installing'));
    expect(stem('bakeries')).toBe(stem('bakery'));
  });

  it('leaves short words, numbers and C++ alone', () => {
    expect(stem('art')).toBe('art');
    expect(stem('c++')).toBe('c++');
    expect(stem('cat6')).toBe('cat6');
  });
});

describe('canonicalSkill', () => {
  it("maps a profile's free skill name to the canonical one", () => {
    expect(canonicalSkill('welder')).toBe('Welding');
    expect(canonicalSkill('Plomberie')).toBe('Plumbing');
    expect(canonicalSkill('fork lift')).toBe('Forklift Operation');
    expect(canonicalSkill('Forklift')).toBe('Forklift Operation');
    expect(canonicalSkill('  electrical wiring ')).toBe('Electrical Wiring');
    expect(canonicalSkill('Électricien')).toBe('Electrical Installation');
    expect(canonicalSkill('drywal')).toBe('Drywall Installation');
    expect(canonicalSkill('react')).toBe('React');
    expect(canonicalSkill('Go')).toBe('Go');
    expect(canonicalSkill('Moving')).toBe('Moving Services');
    expect(canonicalSkill('Server')).toBe('Table Service');
  });

  it('answers null for what the taxonomy does not know, or a whole sentence', () => {
    expect(canonicalSkill('')).toBeNull();
    expect(canonicalSkill('Underwater basket weaving')).toBeNull();
    expect(canonicalSkill('I do welding and plumbing')).toBeNull();
  });
});

describe('lookups', () => {
  it("lists a profession's skills", () => {
    const welder = skillsOfProfession('welder');
    expect(welder).toContain('Welding');
    expect(welder).toContain('TIG Welding');
    expect(welder).not.toContain('Plumbing');
    expect(skillsOfProfession('astronaut')).toEqual([]);
  });

  it('ranks professions by how specifically the skills point to them', () => {
    const ranked = professionsOfSkills(['TIG Welding', 'MIG Welding', 'Blueprint Reading', 'nonsense']);
    expect(ranked[0]).toEqual({
      id: 'welder',
      category: 'trades',
      score: 2.2,
      skills: ['TIG Welding', 'MIG Welding', 'Blueprint Reading'],
    });
    expect(ranked.slice(1).map((entry) => entry.id)).toEqual([
      'electrician',
      'plumber',
      'carpenter',
      'hvacTechnician',
    ]);
    expect(professionsOfSkills([])).toEqual([]);
  });

  it('names the certifications the skills relate to, once each, in catalogue order', () => {
    expect(certificationsForSkills(['welder', 'Plumbing', 'Welding'])).toEqual([
      'red_seal_plumber',
      'red_seal_welder',
      'licensed_plumber',
      'master_plumber',
      'welding_certified',
    ]);
    expect(certificationsForSkills(['Latte Art'])).toEqual([]);
  });

  it('picks the gig category most skills fall in, other only as a last resort', () => {
    expect(gigCategoryOfSkills(['Plumbing', 'Leak Repair', 'Electrical Wiring'])).toBe('plumbing');
    expect(gigCategoryOfSkills(['Forklift Operation', 'Welding'])).toBe('welding');
    expect(gigCategoryOfSkills(['Forklift Operation'])).toBe('other');
    expect(gigCategoryOfSkills(['Latte Art', 'unknown'])).toBeNull();
    expect(gigCategoryOfSkills(['Electrical Wiring', 'Plumbing'])).toBe('electrical');
  });
});

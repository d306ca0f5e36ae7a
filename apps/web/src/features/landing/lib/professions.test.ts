import { PROFESSION_NAMES } from '@hirehand/shared/skills/profession-names';
import * as shared from '@hirehand/shared/skills/professions';
import { describe, expect, it } from 'vitest';
import { landing } from '../i18n/en-CA';
import { DEMAND_LEVELS, PROFESSION_CATEGORIES, PROFESSIONS, professionsIn } from './professions';

const names: Record<string, string> = landing.professions.names;
const categories: Record<string, string> = landing.professions.categories;
const demand: Record<string, string> = landing.professions.demand;
const certs: Record<string, string> = landing.professions.certs;

describe('profession explorer data', () => {
  it('has the 8 spec categories, each with exactly 6 professions (48 in all)', () => {
    expect(PROFESSION_CATEGORIES).toEqual([
      'trades',
      'services',
      'food',
      'tech',
      'transport',
      'education',
      'health',
      'events',
    ]);
    for (const category of PROFESSION_CATEGORIES) {
      expect(professionsIn(category), category).toHaveLength(6);
    }
    expect(PROFESSIONS).toHaveLength(48);
  });

  it("agrees with the shared profession lists the server's skills taxonomy uses", () => {
    expect([...PROFESSION_CATEGORIES]).toEqual([...shared.PROFESSION_CATEGORIES]);
    for (const category of PROFESSION_CATEGORIES) {
      expect(
        professionsIn(category).map((profession) => profession.id),
        category,
      ).toEqual([...shared.PROFESSIONS_BY_CATEGORY[category]]);
    }
    expect(PROFESSIONS.map((profession) => profession.id)).toEqual([...shared.PROFESSION_IDS]);
  });

  it('uses unique profession ids', () => {
    const ids = PROFESSIONS.map((profession) => profession.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has positive pay ranges with payMin below payMax', () => {
    for (const profession of PROFESSIONS) {
      expect(profession.payMin, profession.id).toBeGreaterThan(0);
      expect(profession.payMin, profession.id).toBeLessThan(profession.payMax);
    }
  });

  it('keeps every certification boost within the advertised $8-20 per hour', () => {
    for (const profession of PROFESSIONS) {
      expect(profession.boost, profession.id).toBeGreaterThanOrEqual(8);
      expect(profession.boost, profession.id).toBeLessThanOrEqual(20);
    }
  });

  it('names every profession, category, certification and demand level in en-CA', () => {
    for (const profession of PROFESSIONS) {
      expect(names[profession.id], profession.id).toBeTruthy();
      expect(certs[profession.cert], profession.cert).toBeTruthy();
      expect(DEMAND_LEVELS, profession.id).toContain(profession.demand);
    }
    for (const category of PROFESSION_CATEGORIES) {
      expect(categories[category], category).toBeTruthy();
    }
    for (const level of DEMAND_LEVELS) {
      expect(demand[level], level).toBeTruthy();
    }
  });

  it('has no unused profession names in en-CA', () => {
    expect(Object.keys(names).sort()).toEqual(PROFESSIONS.map((profession) => profession.id).sort());
  });

  it("names each profession as the server's assistant does", () => {
    expect(names).toEqual(PROFESSION_NAMES);
  });

  it('asks the AI with the spec wording', () => {
    expect(landing.professionPrompt).toBe(
      "I'm interested in {{profession}} work. Tell me about opportunities and how to earn more.",
    );
  });
});

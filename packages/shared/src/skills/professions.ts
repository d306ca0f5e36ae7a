/**
 * The professions the product knows: the landing's profession explorer (8 categories × 6 professions)
 * as plain ids, for the server's skills taxonomy and the AI assistant. The landing keeps its own copy
 * with marketing figures (apps/web/src/features/landing/lib/professions.ts); a web unit test checks
 * that the two agree.
 */

export const PROFESSION_CATEGORIES = [
  'trades',
  'services',
  'food',
  'tech',
  'transport',
  'education',
  'health',
  'events',
] as const;
export type ProfessionCategory = (typeof PROFESSION_CATEGORIES)[number];

// biome-ignore format: one category per line reads as a table
export const PROFESSIONS_BY_CATEGORY = {
  trades: ['electrician', 'plumber', 'carpenter', 'welder', 'hvacTechnician', 'painter'],
  services: ['houseCleaner', 'handyperson', 'landscaper', 'snowRemoval', 'pestControl', 'applianceRepair'],
  food: ['lineCook', 'chef', 'baker', 'bartender', 'server', 'barista'],
  tech: ['webDeveloper', 'itSupport', 'dataAnalyst', 'uxDesigner', 'cybersecurityAnalyst', 'digitalMarketer'],
  transport: ['truckDriver', 'deliveryDriver', 'forkliftOperator', 'busDriver', 'warehouseAssociate', 'dispatcher'],
  education: ['mathTutor', 'eslInstructor', 'frenchTutor', 'musicTeacher', 'codingInstructor', 'earlyChildhoodEducator'],
  health: ['personalSupportWorker', 'caregiver', 'nanny', 'practicalNurse', 'massageTherapist', 'personalTrainer'],
  events: ['eventPlanner', 'avTechnician', 'photographer', 'eventSecurity', 'stageRigger', 'eventStaff'],
} as const satisfies Record<ProfessionCategory, readonly string[]>;

export type ProfessionId = (typeof PROFESSIONS_BY_CATEGORY)[ProfessionCategory][number];

/** The 48 profession ids, in the explorer's order. */
export const PROFESSION_IDS: readonly ProfessionId[] = PROFESSION_CATEGORIES.flatMap(
  (category) => PROFESSIONS_BY_CATEGORY[category],
);

const CATEGORY_BY_PROFESSION = new Map<string, ProfessionCategory>(
  PROFESSION_CATEGORIES.flatMap((category) =>
    PROFESSIONS_BY_CATEGORY[category].map((id) => [id, category] as const),
  ),
);

export function isProfessionId(id: string): id is ProfessionId {
  return CATEGORY_BY_PROFESSION.has(id);
}

/** The category of a profession id, or null for an unknown id. */
export function categoryOfProfession(id: string): ProfessionCategory | null {
  return CATEGORY_BY_PROFESSION.get(id) ?? null;
}

/**
 * The profession explorer's static data: 8 categories × 6 professions.
 * Marketing figures only: hourly pay in CAD, a demand level and the certification that boosts pay.
 * Names and labels live in i18n/en-CA.ts, keyed by these ids.
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

export const DEMAND_LEVELS = ['veryHigh', 'high', 'growing', 'steady', 'seasonal'] as const;
export type DemandLevel = (typeof DEMAND_LEVELS)[number];

export interface Profession {
  id: string;
  category: ProfessionCategory;
  /** Hourly pay range in CAD. */
  payMin: number;
  payMax: number;
  demand: DemandLevel;
  /** The certification that lifts pay, and by how much per hour (CAD). */
  cert: string;
  boost: number;
}

// biome-ignore format: one profession per line reads as a table
export const PROFESSIONS = [
  // Skilled trades
  { id: 'electrician', category: 'trades', payMin: 32, payMax: 55, demand: 'veryHigh', cert: 'redSeal', boost: 15 },
  { id: 'plumber', category: 'trades', payMin: 30, payMax: 52, demand: 'veryHigh', cert: 'redSeal', boost: 14 },
  { id: 'carpenter', category: 'trades', payMin: 26, payMax: 45, demand: 'high', cert: 'redSeal', boost: 10 },
  { id: 'welder', category: 'trades', payMin: 28, payMax: 48, demand: 'high', cert: 'cwbWelding', boost: 12 },
  { id: 'hvacTechnician', category: 'trades', payMin: 30, payMax: 50, demand: 'veryHigh', cert: 'gasFitter', boost: 13 },
  { id: 'painter', category: 'trades', payMin: 22, payMax: 38, demand: 'growing', cert: 'redSeal', boost: 8 },
  // Home services
  { id: 'houseCleaner', category: 'services', payMin: 20, payMax: 32, demand: 'high', cert: 'iicrc', boost: 8 },
  { id: 'handyperson', category: 'services', payMin: 25, payMax: 42, demand: 'veryHigh', cert: 'workingAtHeights', boost: 8 },
  { id: 'landscaper', category: 'services', payMin: 22, payMax: 36, demand: 'seasonal', cert: 'redSeal', boost: 9 },
  { id: 'snowRemoval', category: 'services', payMin: 24, payMax: 40, demand: 'seasonal', cert: 'smartAboutSalt', boost: 8 },
  { id: 'pestControl', category: 'services', payMin: 24, payMax: 40, demand: 'steady', cert: 'pesticideLicence', boost: 12 },
  { id: 'applianceRepair', category: 'services', payMin: 26, payMax: 44, demand: 'growing', cert: 'odpCard', boost: 10 },
  // Food and hospitality
  { id: 'lineCook', category: 'food', payMin: 18, payMax: 28, demand: 'veryHigh', cert: 'redSeal', boost: 9 },
  { id: 'chef', category: 'food', payMin: 25, payMax: 45, demand: 'high', cert: 'redSeal', boost: 14 },
  { id: 'baker', category: 'food', payMin: 18, payMax: 30, demand: 'growing', cert: 'redSeal', boost: 10 },
  { id: 'bartender', category: 'food', payMin: 17, payMax: 30, demand: 'high', cert: 'smartServe', boost: 8 },
  { id: 'server', category: 'food', payMin: 16, payMax: 26, demand: 'steady', cert: 'foodSafe', boost: 8 },
  { id: 'barista', category: 'food', payMin: 16, payMax: 22, demand: 'steady', cert: 'foodSafe', boost: 8 },
  // Tech and digital
  { id: 'webDeveloper', category: 'tech', payMin: 40, payMax: 85, demand: 'veryHigh', cert: 'awsDeveloper', boost: 18 },
  { id: 'itSupport', category: 'tech', payMin: 25, payMax: 40, demand: 'high', cert: 'comptiaA', boost: 10 },
  { id: 'dataAnalyst', category: 'tech', payMin: 35, payMax: 65, demand: 'growing', cert: 'powerBi', boost: 14 },
  { id: 'uxDesigner', category: 'tech', payMin: 35, payMax: 70, demand: 'growing', cert: 'nngUx', boost: 12 },
  { id: 'cybersecurityAnalyst', category: 'tech', payMin: 45, payMax: 85, demand: 'veryHigh', cert: 'securityPlus', boost: 20 },
  { id: 'digitalMarketer', category: 'tech', payMin: 28, payMax: 50, demand: 'steady', cert: 'googleAds', boost: 8 },
  // Transport and delivery
  { id: 'truckDriver', category: 'transport', payMin: 28, payMax: 42, demand: 'veryHigh', cert: 'classOne', boost: 12 },
  { id: 'deliveryDriver', category: 'transport', payMin: 18, payMax: 28, demand: 'high', cert: 'defensiveDriving', boost: 8 },
  { id: 'forkliftOperator', category: 'transport', payMin: 20, payMax: 30, demand: 'high', cert: 'forklift', boost: 8 },
  { id: 'busDriver', category: 'transport', payMin: 26, payMax: 38, demand: 'steady', cert: 'classTwo', boost: 10 },
  { id: 'warehouseAssociate', category: 'transport', payMin: 18, payMax: 26, demand: 'high', cert: 'whmis', boost: 8 },
  { id: 'dispatcher', category: 'transport', payMin: 22, payMax: 34, demand: 'growing', cert: 'tdg', boost: 9 },
  // Education and tutoring
  { id: 'mathTutor', category: 'education', payMin: 25, payMax: 50, demand: 'veryHigh', cert: 'teachingCertificate', boost: 15 },
  { id: 'eslInstructor', category: 'education', payMin: 28, payMax: 50, demand: 'high', cert: 'teslCanada', boost: 12 },
  { id: 'frenchTutor', category: 'education', payMin: 25, payMax: 45, demand: 'high', cert: 'delf', boost: 10 },
  { id: 'musicTeacher', category: 'education', payMin: 30, payMax: 60, demand: 'steady', cert: 'rcm', boost: 12 },
  { id: 'codingInstructor', category: 'education', payMin: 30, payMax: 55, demand: 'growing', cert: 'googleEducator', boost: 8 },
  { id: 'earlyChildhoodEducator', category: 'education', payMin: 20, payMax: 30, demand: 'veryHigh', cert: 'ece', boost: 10 },
  // Health and care
  { id: 'personalSupportWorker', category: 'health', payMin: 20, payMax: 30, demand: 'veryHigh', cert: 'psw', boost: 8 },
  { id: 'caregiver', category: 'health', payMin: 18, payMax: 28, demand: 'veryHigh', cert: 'dementiaCare', boost: 8 },
  { id: 'nanny', category: 'health', payMin: 18, payMax: 28, demand: 'high', cert: 'cprFirstAid', boost: 8 },
  { id: 'practicalNurse', category: 'health', payMin: 32, payMax: 45, demand: 'veryHigh', cert: 'ivTherapy', boost: 10 },
  { id: 'massageTherapist', category: 'health', payMin: 35, payMax: 70, demand: 'growing', cert: 'rmt', boost: 20 },
  { id: 'personalTrainer', category: 'health', payMin: 25, payMax: 50, demand: 'growing', cert: 'canfitpro', boost: 10 },
  // Events and entertainment
  { id: 'eventPlanner', category: 'events', payMin: 30, payMax: 55, demand: 'growing', cert: 'cmp', boost: 14 },
  { id: 'avTechnician', category: 'events', payMin: 28, payMax: 48, demand: 'high', cert: 'cts', boost: 14 },
  { id: 'photographer', category: 'events', payMin: 35, payMax: 80, demand: 'growing', cert: 'dronePilot', boost: 15 },
  { id: 'eventSecurity', category: 'events', payMin: 20, payMax: 30, demand: 'high', cert: 'securityLicence', boost: 8 },
  { id: 'stageRigger', category: 'events', payMin: 32, payMax: 55, demand: 'steady', cert: 'etcpRigging', boost: 18 },
  { id: 'eventStaff', category: 'events', payMin: 18, payMax: 26, demand: 'seasonal', cert: 'smartServe', boost: 8 },
] as const satisfies readonly Profession[];

export type ProfessionEntry = (typeof PROFESSIONS)[number];
export type ProfessionId = ProfessionEntry['id'];
export type CertificationId = ProfessionEntry['cert'];

export function professionsIn(category: ProfessionCategory): ProfessionEntry[] {
  return PROFESSIONS.filter((profession) => profession.category === category);
}

import type { CertificationType } from './job-enums';

/**
 * The names of the certifications (en-CA) as a person lists them among their skills. A profile
 * holds no separate certification record, so "holds a certification" (priority placement,
 * decision 032) means a skill that names one of these, in any letter case.
 */
export const CERTIFICATION_NAMES: Record<CertificationType, string> = {
  red_seal_electrician: 'Red Seal Electrician',
  red_seal_plumber: 'Red Seal Plumber',
  red_seal_welder: 'Red Seal Welder',
  red_seal_hvac: 'Red Seal HVAC',
  licensed_electrician: 'Licensed Electrician',
  master_electrician: 'Master Electrician',
  licensed_plumber: 'Licensed Plumber',
  master_plumber: 'Master Plumber',
  hvac_certified: 'HVAC Certified',
  welding_certified: 'Welding Certified',
};

import type { ApplicationStatus } from '@hirehand/shared/applications/applications';

const demo = (local: string) => `${local}@demo.hirehand.ca`;
const MAYA = demo('maya.worker');
const LIAM = demo('liam.okafor');
const SOFIA = demo('sofia.martinez');
const NOAH = demo('noah.tremblay');
const AISHA = demo('aisha.rahman');
const ETHAN = demo('ethan.brooks');
const CHLOE = demo('chloe.nguyen');
const JACK = demo('jack.wilson');
const PRIYA = demo('priya.patel');
const DIEGO = demo('diego.ramirez');
const HANNAH = demo('hannah.lee');
const MARCUS = demo('marcus.johnson');

export interface DemoApplication {
  posting: string;
  applicant: string;
  status: ApplicationStatus;
  /** Hours after the posting went up. */
  hoursAfter: number;
  coverLetter: string;
  proposedRate?: number;
  proposedTimeline?: number;
  decisionMessage?: string;
}

/** Accepted applications fill openings: the seed derives hired_count and "filled" from them. */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    posting: 'bathroom-tile',
    applicant: NOAH,
    status: 'accepted',
    hoursAfter: 5,
    coverLetter: 'I tiled four bathrooms this year, including two shower surrounds. I can start Monday.',
    proposedRate: 44,
    proposedTimeline: 4,
  },
  {
    posting: 'bathroom-tile',
    applicant: SOFIA,
    status: 'declined',
    hoursAfter: 9,
    coverLetter: 'Painter by trade with solid tiling experience; photos of past work on request.',
    proposedRate: 40,
    decisionMessage: 'Thank you! We went with someone who could start sooner.',
  },
  {
    posting: 'grade-11-tutor',
    applicant: PRIYA,
    status: 'accepted',
    hoursAfter: 3,
    coverLetter:
      'Engineering graduate who has tutored Grade 11 physics for three years, in French or English.',
    proposedRate: 35,
  },
  {
    posting: 'journeyman-electrician',
    applicant: MAYA,
    status: 'accepted',
    hoursAfter: 4,
    coverLetter: 'Red Seal since 2018, eight years of residential new builds. Happy to mentor an apprentice.',
    proposedRate: 56,
  },
  {
    posting: 'line-cook',
    applicant: CHLOE,
    status: 'accepted',
    hoursAfter: 6,
    coverLetter: 'Four years on the line at a 90-seat bistro; FoodSafe Level 1. Evenings suit me well.',
  },
  {
    posting: 'panel-upgrade',
    applicant: MAYA,
    status: 'shortlisted',
    hoursAfter: 2,
    coverLetter: 'I have done a dozen 200 A upgrades in Vancouver and can handle the BC Hydro booking.',
    proposedRate: 70,
    proposedTimeline: 3,
  },
  {
    posting: 'on-call-plumber',
    applicant: LIAM,
    status: 'pending',
    hoursAfter: 8,
    coverLetter: 'Licensed plumber with my own van; I can cover evenings and weekends.',
    proposedRate: 55,
  },
  {
    posting: 'hvac-technician',
    applicant: ETHAN,
    status: 'shortlisted',
    hoursAfter: 10,
    coverLetter: 'Heat pump specialist with rooftop-unit experience, relocating to the GTA this spring.',
  },
  {
    posting: 'junior-react',
    applicant: AISHA,
    status: 'pending',
    hoursAfter: 12,
    coverLetter:
      'Third-year CS student; I build accessible React apps and test them with NVDA and VoiceOver.',
  },
  {
    posting: 'pipe-welder',
    applicant: DIEGO,
    status: 'pending',
    hoursAfter: 20,
    coverLetter: 'Certified MIG and TIG welder, eight years of shop and mobile work.',
    proposedRate: 55,
  },
  {
    posting: 'weekend-movers',
    applicant: JACK,
    status: 'shortlisted',
    hoursAfter: 7,
    coverLetter: 'Mover with five years of experience and my own dolly and straps.',
  },
  {
    posting: 'wedding-crew',
    applicant: MARCUS,
    status: 'pending',
    hoursAfter: 3,
    coverLetter: 'Event AV tech; I can handle the lighting part of the set-up too.',
  },
  {
    posting: 'wedding-crew',
    applicant: JACK,
    status: 'pending',
    hoursAfter: 5,
    coverLetter: 'Strong, punctual and used to late strikes.',
  },
  {
    posting: 'water-heaters',
    applicant: LIAM,
    status: 'declined',
    hoursAfter: 6,
    coverLetter: 'I replace water heaters every week and can bring both units.',
    proposedRate: 60,
    decisionMessage: 'We need someone local to Portland, sorry.',
  },
  {
    posting: 'lighting-tech',
    applicant: MARCUS,
    status: 'shortlisted',
    hoursAfter: 4,
    coverLetter: 'Ten years of concert and corporate lighting; comfortable on a grandMA console.',
    proposedRate: 36,
  },
  {
    posting: 'gig-maya-electrical',
    applicant: demo('olivia.employer'),
    status: 'pending',
    hoursAfter: 30,
    coverLetter: 'Could you quote two new circuits in a kitchen and a Level 2 charger in the garage?',
  },
  {
    posting: 'gig-liam-plumbing',
    applicant: demo('emma.clark'),
    status: 'shortlisted',
    hoursAfter: 12,
    coverLetter: 'Our restaurant dish-pit drain keeps backing up. Are you free Monday morning?',
  },
];

export interface DemoExperience {
  worker: string;
  title: string;
  description: string;
  category: string;
  workType: 'part_time' | 'full_time' | 'project' | 'service';
  durationDays: number;
  hourlyRate: number | null;
  totalEarned: number;
  clientRating: number;
  clientReview: string;
  skillsUsed: string[];
  /** When it was finished. */
  daysAgo: number;
  /** The demo posting whose accepted application this entry records (real client and posting ids). */
  fromPosting?: string;
}

const entry = (
  worker: string,
  title: string,
  category: string,
  workType: DemoExperience['workType'],
  figures: { days: number; rate: number | null; earned: number; rating: number; ago: number },
  description: string,
  clientReview: string,
  skillsUsed: string[],
  fromPosting?: string,
): DemoExperience => ({
  worker,
  title,
  description,
  category,
  workType,
  durationDays: figures.days,
  hourlyRate: figures.rate,
  totalEarned: figures.earned,
  clientRating: figures.rating,
  clientReview,
  skillsUsed,
  daysAgo: figures.ago,
  fromPosting,
});

export const DEMO_EXPERIENCES: DemoExperience[] = [
  entry(
    MAYA,
    'Panel upgrade in a Kitsilano heritage home',
    'electrical',
    'project',
    { days: 3, rate: 80, earned: 1920, rating: 5, ago: 40 },
    'Replaced a fuse panel with 200 A service and rewired the kitchen.',
    'Tidy, fast and explained everything.',
    ['Electrical Wiring', 'Panel upgrade'],
  ),
  entry(
    MAYA,
    'Level 2 EV charger install',
    'electrical',
    'service',
    { days: 1, rate: 85, earned: 680, rating: 5, ago: 75 },
    'New 60 A circuit and wall charger in a detached garage.',
    'Charger worked first time. Great work.',
    ['Installation'],
  ),
  entry(
    MAYA,
    'Solar rough-in for a laneway house',
    'electrical',
    'project',
    { days: 5, rate: 80, earned: 3200, rating: 4, ago: 160 },
    'Conduit, combiner box and inverter wiring ahead of panel delivery.',
    'Solid work; one day later than planned.',
    ['Solar installation'],
  ),
  entry(
    LIAM,
    'Water heater replacement',
    'plumbing',
    'service',
    { days: 1, rate: 90, earned: 900, rating: 5, ago: 20 },
    'Swapped a leaking 40-gallon tank for a new power-vent unit.',
    'Came the same day. Lifesaver.',
    ['Water heaters'],
  ),
  entry(
    LIAM,
    'Basement bathroom rough-in',
    'plumbing',
    'project',
    { days: 4, rate: 85, earned: 2600, rating: 4, ago: 95 },
    'Ran drains, vents and supply lines for a new three-piece bathroom.',
    'Passed inspection first try.',
    ['Plumbing Installation'],
  ),
  entry(
    SOFIA,
    'Three-bedroom repaint',
    'painting',
    'project',
    { days: 5, rate: null, earned: 2400, rating: 5, ago: 30 },
    'Walls, ceilings and trim in a three-bedroom townhouse.',
    'Crisp lines and zero mess.',
    ['Interior painting'],
  ),
  entry(
    SOFIA,
    'Kitchen cabinet refinish',
    'painting',
    'project',
    { days: 4, rate: null, earned: 1800, rating: 4, ago: 120 },
    'Degreased, sanded and sprayed 22 cabinet doors.',
    'Looks like a new kitchen.',
    ['Painting'],
  ),
  entry(
    NOAH,
    'Tile installer for a small bathroom',
    'handyman',
    'project',
    { days: 4, rate: 44, earned: 1650, rating: 5, ago: 12 },
    'Porcelain floor and subway-tile shower surround, hired through HireHand.',
    'Beautiful, even grout lines. Would hire again.',
    ['Tiling', 'Renovation'],
    'bathroom-tile',
  ),
  entry(
    NOAH,
    'Cedar deck, 320 sq ft',
    'carpentry',
    'project',
    { days: 10, rate: null, earned: 7800, rating: 5, ago: 70 },
    'Built a two-level cedar deck with stairs and glass railing.',
    'Exactly what we pictured.',
    ['Carpentry', 'Deck building'],
  ),
  entry(
    AISHA,
    'Accessible booking form',
    'technology',
    'project',
    { days: 14, rate: 40, earned: 2100, rating: 5, ago: 25 },
    'Rebuilt a clinic booking form in React to meet WCAG 2.2 AA.',
    'Screen-reader users can finally book online.',
    ['React', 'Web accessibility'],
  ),
  entry(
    AISHA,
    'Portfolio site for a photographer',
    'design',
    'project',
    { days: 10, rate: null, earned: 900, rating: 4, ago: 90 },
    'Fast static portfolio with a lightbox gallery.',
    'Lovely site, quick turnaround.',
    ['TypeScript', 'Design'],
  ),
  entry(
    ETHAN,
    'Ductless heat pump install',
    'hvac',
    'project',
    { days: 2, rate: 95, earned: 2400, rating: 5, ago: 15 },
    'Installed a two-head ductless system in a 1920s house.',
    'Quiet, warm and very professional.',
    ['Heat pumps'],
  ),
  entry(
    ETHAN,
    'Rooftop unit maintenance contract',
    'hvac',
    'part_time',
    { days: 30, rate: 70, earned: 5400, rating: 4, ago: 100 },
    'Quarterly service of 12 rooftop units for a retail plaza.',
    'Reliable and well documented.',
    ['HVAC', 'Refrigeration'],
  ),
  entry(
    CHLOE,
    'Catering for a 60-guest wedding',
    'other',
    'service',
    { days: 2, rate: null, earned: 1500, rating: 5, ago: 35 },
    'Three-course plated dinner cooked on site.',
    'Guests are still talking about the food.',
    ['Catering'],
  ),
  entry(
    CHLOE,
    'Line cook, summer season',
    'other',
    'full_time',
    { days: 90, rate: 21, earned: 15600, rating: 4, ago: 150 },
    'Grill and sauté station at a lakeside restaurant.',
    'Calm under pressure.',
    ['Line cook', 'Food safety'],
  ),
  entry(
    JACK,
    'Two-bedroom apartment move',
    'other',
    'service',
    { days: 1, rate: 60, earned: 420, rating: 5, ago: 10 },
    'Packed the truck, moved across town and reassembled beds.',
    'Careful with everything. Thanks Jack!',
    ['Moving'],
  ),
  entry(
    JACK,
    'Office furniture assembly',
    'handyman',
    'project',
    { days: 2, rate: 40, earned: 640, rating: 4, ago: 60 },
    'Assembled 16 desks and chairs for a new office.',
    'Quick and neat.',
    ['Furniture assembly'],
  ),
  entry(
    PRIYA,
    'Math and physics tutor for a Grade 11 student',
    'consulting',
    'part_time',
    { days: 14, rate: 35, earned: 560, rating: 5, ago: 4 },
    'Exam preparation twice a week, hired through HireHand.',
    'Our son went from a C to an A-.',
    ['Math tutoring', 'Physics tutoring'],
    'grade-11-tutor',
  ),
  entry(
    PRIYA,
    'SAT math prep',
    'consulting',
    'part_time',
    { days: 30, rate: 40, earned: 1200, rating: 5, ago: 80 },
    'Eight-week SAT math course for two students.',
    'Clear explanations and lots of practice.',
    ['SAT prep'],
  ),
  entry(
    DIEGO,
    'Trailer frame repair',
    'welding',
    'service',
    { days: 2, rate: 75, earned: 900, rating: 4, ago: 18 },
    'Cut out and replaced a cracked trailer cross-member.',
    'Strong weld, fair price.',
    ['Welding', 'MIG'],
  ),
  entry(
    DIEGO,
    'Custom steel railings',
    'welding',
    'project',
    { days: 6, rate: null, earned: 3800, rating: 5, ago: 110 },
    'Fabricated and installed 60 ft of powder-coated railings.',
    'Looks fantastic.',
    ['Metal fabrication', 'TIG'],
  ),
  entry(
    HANNAH,
    'Overnight senior care',
    'other',
    'part_time',
    { days: 60, rate: 30, earned: 8400, rating: 5, ago: 22 },
    'Overnight support for an elderly client after a fall.',
    'Kind, patient and dependable.',
    ['Senior care'],
  ),
  entry(
    HANNAH,
    'Post-surgery home support',
    'other',
    'part_time',
    { days: 21, rate: 32, earned: 2700, rating: 5, ago: 130 },
    'Daily visits for meals, medication reminders and errands.',
    'We could not have managed without her.',
    ['Personal support worker', 'First aid'],
  ),
  entry(
    MARCUS,
    'Conference AV crew lead',
    'technology',
    'project',
    { days: 3, rate: 45, earned: 1350, rating: 5, ago: 28 },
    'Led a crew of four running audio and projection for 500 people.',
    'Flawless show.',
    ['AV technician'],
  ),
  entry(
    MARCUS,
    'Wedding uplighting and sound',
    'technology',
    'service',
    { days: 1, rate: null, earned: 650, rating: 4, ago: 85 },
    'Uplighting, PA and wireless mics for a barn wedding.',
    'Great sound all night.',
    ['Lighting'],
  ),
];

import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';

/** Where the postings stand: cities across Canada and the USA, weighted roughly by size. */
export const BENCH_CITIES: {
  name: string;
  region: string;
  country: 'CA' | 'US';
  lat: number;
  lng: number;
  weight: number;
}[] = [
  { name: 'Toronto', region: 'ON', country: 'CA', lat: 43.6532, lng: -79.3832, weight: 14 },
  { name: 'Montréal', region: 'QC', country: 'CA', lat: 45.5017, lng: -73.5673, weight: 9 },
  { name: 'Vancouver', region: 'BC', country: 'CA', lat: 49.2827, lng: -123.1207, weight: 7 },
  { name: 'Calgary', region: 'AB', country: 'CA', lat: 51.0447, lng: -114.0719, weight: 5 },
  { name: 'Edmonton', region: 'AB', country: 'CA', lat: 53.5461, lng: -113.4938, weight: 4 },
  { name: 'Ottawa', region: 'ON', country: 'CA', lat: 45.4215, lng: -75.6972, weight: 4 },
  { name: 'Winnipeg', region: 'MB', country: 'CA', lat: 49.8951, lng: -97.1384, weight: 3 },
  { name: 'Québec', region: 'QC', country: 'CA', lat: 46.8139, lng: -71.208, weight: 2 },
  { name: 'Hamilton', region: 'ON', country: 'CA', lat: 43.2557, lng: -79.8711, weight: 2 },
  { name: 'Mississauga', region: 'ON', country: 'CA', lat: 43.589, lng: -79.6441, weight: 3 },
  { name: 'Kitchener', region: 'ON', country: 'CA', lat: 43.4516, lng: -80.4925, weight: 2 },
  { name: 'London', region: 'ON', country: 'CA', lat: 42.9849, lng: -81.2453, weight: 2 },
  { name: 'Halifax', region: 'NS', country: 'CA', lat: 44.6488, lng: -63.5752, weight: 2 },
  { name: 'Victoria', region: 'BC', country: 'CA', lat: 48.4284, lng: -123.3656, weight: 1 },
  { name: 'Saskatoon', region: 'SK', country: 'CA', lat: 52.1332, lng: -106.67, weight: 1 },
  { name: 'Regina', region: 'SK', country: 'CA', lat: 50.4452, lng: -104.6189, weight: 1 },
  { name: "St. John's", region: 'NL', country: 'CA', lat: 47.5615, lng: -52.7126, weight: 1 },
  { name: 'Kelowna', region: 'BC', country: 'CA', lat: 49.888, lng: -119.496, weight: 1 },
  { name: 'Barrie', region: 'ON', country: 'CA', lat: 44.3894, lng: -79.6903, weight: 1 },
  { name: 'Moncton', region: 'NB', country: 'CA', lat: 46.0878, lng: -64.7782, weight: 1 },
  { name: 'New York City', region: 'NY', country: 'US', lat: 40.7128, lng: -74.006, weight: 6 },
  { name: 'Los Angeles', region: 'CA', country: 'US', lat: 34.0522, lng: -118.2437, weight: 4 },
  { name: 'Chicago', region: 'IL', country: 'US', lat: 41.8781, lng: -87.6298, weight: 3 },
  { name: 'Houston', region: 'TX', country: 'US', lat: 29.7604, lng: -95.3698, weight: 2 },
  { name: 'Phoenix', region: 'AZ', country: 'US', lat: 33.4484, lng: -112.074, weight: 1 },
  { name: 'Seattle', region: 'WA', country: 'US', lat: 47.6062, lng: -122.3321, weight: 2 },
  { name: 'Boston', region: 'MA', country: 'US', lat: 42.3601, lng: -71.0589, weight: 2 },
  { name: 'Denver', region: 'CO', country: 'US', lat: 39.7392, lng: -104.9903, weight: 1 },
  { name: 'Detroit', region: 'MI', country: 'US', lat: 42.3314, lng: -83.0458, weight: 1 },
  { name: 'Buffalo', region: 'NY', country: 'US', lat: 42.8864, lng: -78.8784, weight: 1 },
  { name: 'Portland', region: 'OR', country: 'US', lat: 45.5152, lng: -122.6784, weight: 1 },
  { name: 'Miami', region: 'FL', country: 'US', lat: 25.7617, lng: -80.1918, weight: 1 },
  { name: 'Atlanta', region: 'GA', country: 'US', lat: 33.749, lng: -84.388, weight: 1 },
  { name: 'Minneapolis', region: 'MN', country: 'US', lat: 44.9778, lng: -93.265, weight: 1 },
];

/** Trades and roles: category, title words, skills, and the certification that fits. */
const TRADES: { category: string; titles: string[]; skills: string[]; cert: string | null }[] = [
  {
    category: 'electrical',
    titles: ['Electrician', 'Licensed Electrician', 'Electrical Apprentice', 'Industrial Electrician'],
    skills: ['Electrical Wiring', 'Panel Upgrades', 'Troubleshooting', 'Conduit Bending'],
    cert: 'red_seal_electrician',
  },
  {
    category: 'plumbing',
    titles: ['Plumber', 'Service Plumber', 'Plumbing Apprentice', 'Pipefitter'],
    skills: ['Plumbing Installation', 'Drain Cleaning', 'Water Heaters', 'Soldering'],
    cert: 'licensed_plumber',
  },
  {
    category: 'hvac',
    titles: ['HVAC Technician', 'Refrigeration Mechanic', 'Furnace Installer', 'Gas Fitter'],
    skills: ['HVAC Repair', 'Ductwork', 'Heat Pumps', 'Refrigerant Handling'],
    cert: 'hvac_certified',
  },
  {
    category: 'welding',
    titles: ['Welder', 'Pipe Welder', 'Welder Fabricator', 'MIG Welder'],
    skills: ['Welding', 'Blueprint Reading', 'TIG', 'Metal Fabrication'],
    cert: 'welding_certified',
  },
  {
    category: 'carpentry',
    titles: ['Carpenter', 'Finish Carpenter', 'Framer', 'Cabinet Maker'],
    skills: ['Carpentry', 'Framing', 'Trim Work', 'Renovation'],
    cert: null,
  },
  {
    category: 'painting',
    titles: ['Painter', 'House Painter', 'Drywall Finisher', 'Commercial Painter'],
    skills: ['Painting', 'Drywall Repair', 'Spray Painting', 'Surface Preparation'],
    cert: null,
  },
  {
    category: 'cleaning',
    titles: ['Cleaner', 'Commercial Cleaner', 'Janitor', 'Move-out Cleaner'],
    skills: ['Cleaning', 'Floor Care', 'Sanitation', 'Window Washing'],
    cert: null,
  },
  {
    category: 'landscaping',
    titles: ['Landscaper', 'Gardener', 'Snow Removal Operator', 'Arborist'],
    skills: ['Landscaping', 'Lawn Care', 'Hardscaping', 'Snow Removal'],
    cert: null,
  },
  {
    category: 'handyman',
    titles: ['Handyman', 'Maintenance Technician', 'Property Maintenance Worker', 'Furniture Assembler'],
    skills: ['Home Repair', 'Assembly', 'Maintenance', 'Installation'],
    cert: null,
  },
  {
    category: 'technology',
    titles: ['IT Support Technician', 'Web Developer', 'Network Cabling Installer', 'Help Desk Analyst'],
    skills: ['Troubleshooting', 'Networking', 'JavaScript', 'Hardware Repair'],
    cert: null,
  },
  {
    category: 'design',
    titles: ['Graphic Designer', 'Interior Designer', 'CAD Drafter', 'Kitchen Designer'],
    skills: ['Design', 'Planning', 'AutoCAD', 'Space Planning'],
    cert: null,
  },
  {
    category: 'consulting',
    titles: ['Project Coordinator', 'Construction Estimator', 'Site Supervisor', 'Safety Officer'],
    skills: ['Planning', 'Estimating', 'Scheduling', 'Site Safety'],
    cert: null,
  },
];

const QUALIFIERS = [
  'needed',
  'wanted',
  'for renovation',
  'for new build',
  'for condo project',
  'for commercial site',
  'urgently needed',
  'for weekend work',
  'for ongoing maintenance',
  'for small job',
  'for large contract',
  'for residential service',
];
const COMPANIES = [
  'Northern Lights Electric',
  'Maple Leaf Plumbing',
  'True North HVAC',
  'Great Lakes Welding',
  'Cedar & Oak Carpentry',
  'Prairie Painters',
  'Pacific Clean Co',
  'Evergreen Landscaping',
  'Fix-It Pros',
  'Byte Builders',
  'Studio Nord',
  'Keystone Consulting',
  'Atlas Construction',
  'Summit Property Management',
  'Harbour Facilities',
];
const SENTENCES = [
  'We are looking for a reliable professional to join our team.',
  'The work is mostly residential with some commercial sites.',
  'Tools and transportation are provided for the right candidate.',
  'You will troubleshoot problems and complete repairs safely.',
  'Experience with older homes and heritage buildings is an asset.',
  'Must have a valid driver licence and pass a background check.',
  'Overtime is available during the busy season.',
  'Work alongside a friendly crew on long-term projects.',
  'Clients expect tidy, on-time work and clear communication.',
  'Training on new equipment is provided.',
  'Bilingual English and French is an asset.',
  'Steel-toe boots and fall protection training required.',
];

/** A SQL text-array literal of fixed words (our own constants, quotes doubled). */
const arrayLiteral = (values: string[]) =>
  `(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}])`;

/**
 * Seeds `postingCount` postings (about 85% open jobs, the rest service gigs and paused,
 * filled or closed jobs) from `posterCount` posters, all in SQL with generate_series and a
 * fixed random seed, so every run measures the same data.
 */
export async function seedPostings(db: Database, postingCount: number, posterCount = 2_000) {
  const cityTotal = BENCH_CITIES.reduce((sum, c) => sum + c.weight, 0);
  let cumulative = 0;
  const cityRows = BENCH_CITIES.map((c, i) => {
    cumulative += c.weight / cityTotal;
    return `(${i}, '${c.name.replaceAll("'", "''")}', '${c.region}', '${c.country}', ${c.lat}, ${c.lng}, ${cumulative.toFixed(6)})`;
  }).join(',\n');
  const tradeRows = TRADES.map(
    (t, i) =>
      `(${i}, '${t.category}', ${arrayLiteral(t.titles)}, ${arrayLiteral(t.skills)}, ${t.cert ? `'${t.cert}'` : 'null'})`,
  ).join(',\n');

  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      insert into users (email, full_name, user_type, email_verified, trust_score, city, created_at)
      select 'bench-poster-' || g || '@example.ca',
             (array['Alex','Sam','Jordan','Taylor','Morgan','Casey','Riley','Jamie','Avery','Quinn'])[1 + (g % 10)]
               || ' ' || (array['Tremblay','Smith','Nguyen','Singh','Martin','Roy','Brown','Wilson','Gagnon','Lee'])[1 + ((g / 10) % 10)],
             case when random() < 0.6 then 'employer' else 'company' end,
             random() < 0.7,
             (20 + floor(random() * 81))::int,
             'Toronto',
             now() - random() * interval '400 days'
      from generate_series(1, ${posterCount}) g`);
    await tx.execute(
      sql.raw(`
      with cities(i, name, region, country, lat, lng, upto) as (values ${cityRows}),
      trades(i, category, titles, skills, cert) as (values ${tradeRows}),
      posters as (select array_agg(id order by email) as ids from users where email like 'bench-poster-%'),
      draws as (
        select g, random() as r_city, random() as r_trade, random() as r_mode, random() as r_pay,
               random() as r_span, random() as r_cert, random() as r_pos,
               random() as r_lat, random() as r_lng, random() as r_age, random() as r_text,
               random() as r_poster, random() as r_type, random() as r_exp, random() as r_sched,
               random() as r_urg, random() as r_company, random() as r_gig, random() as r_title,
               random() as r_desc1, random() as r_desc2
        from generate_series(1, ${postingCount}) g
      ),
      picked as (
        select d.*, c.name as city, c.region, c.country, c.lat, c.lng, t.category, t.titles, t.skills, t.cert
        from draws d
        cross join lateral (select * from cities where upto >= d.r_city order by upto limit 1) c
        cross join lateral (select * from trades where i = floor(d.r_trade * ${TRADES.length})::int) t
      )
      insert into postings (
        poster_id, mode, status, title, description, category, gig_type, pricing_type, hourly_rate,
        salary_min, salary_max, company, location, city, region, country, latitude, longitude,
        location_type, remote_allowed, urgency, job_type, experience_required, work_schedule,
        certification_required, certification_type, certification_bonus, prefers_certified,
        skills_required, openings, hired_count, applications_count, views, created_at, updated_at
      )
      select
        (select ids from posters)[1 + floor(p.r_poster * ${posterCount})::int],
        case when p.r_mode < 0.93 then 'job' else 'service' end,
        case when p.r_mode < 0.85 or p.r_mode >= 0.93 then 'open'
             when p.r_mode < 0.88 then 'paused' when p.r_mode < 0.91 then 'closed' else 'filled' end,
        p.titles[1 + floor(p.r_text * 4)::int] || ' ' || ${arrayLiteral(QUALIFIERS)}[1 + floor(p.r_title * ${QUALIFIERS.length})::int],
        ${arrayLiteral(SENTENCES)}[1 + floor(p.r_desc1 * ${SENTENCES.length})::int] || ' '
          || ${arrayLiteral(SENTENCES)}[1 + floor(p.r_desc2 * ${SENTENCES.length})::int] || ' '
          || 'Skills: ' || array_to_string(p.skills[1:2], ', ') || '.',
        p.category,
        (array['project','part_time','full_time','service'])[1 + floor(p.r_gig * 4)::int],
        case when p.r_pay < 0.05 then 'negotiable' else 'hourly' end,
        case when p.r_pay < 0.05 then null else round((18 + p.r_pay * 62)::numeric, 0) end,
        case when p.r_pay < 0.05 then null else round((18 + p.r_pay * 62)::numeric, 0) end,
        case when p.r_pay < 0.05 then null else round((18 + p.r_pay * 62 + p.r_span * 30)::numeric, 0) end,
        case when p.r_company < 0.8 then ${arrayLiteral(COMPANIES)}[1 + floor(p.r_company / 0.8 * ${COMPANIES.length})::int] end,
        '',
        case when p.r_pos < 0.05 then null else p.city end,
        case when p.r_pos < 0.05 then null else p.region end,
        case when p.r_pos < 0.05 then null else p.country end,
        case when p.r_pos < 0.05 then null else p.lat + (p.r_lat - 0.5) * 0.4 end,
        case when p.r_pos < 0.05 then null else p.lng + (p.r_lng - 0.5) * 0.5 end,
        case when p.r_pos < 0.05 then 'remote' else 'onsite' end,
        p.r_pos < 0.15,
        (array['low','medium','medium','high','urgent'])[1 + floor(p.r_urg * 5)::int],
        (array['full-time','full-time','part-time','contract','temporary','freelance'])[1 + floor(p.r_type * 6)::int],
        (array['entry','mid','mid','senior','expert'])[1 + floor(p.r_exp * 5)::int],
        (array['day','day','evening','night','weekend','flexible'])[1 + floor(p.r_sched * 6)::int],
        p.cert is not null and p.r_cert < 0.6,
        case when p.cert is not null and p.r_cert < 0.6 then p.cert end,
        case when p.cert is not null and p.r_cert < 0.3 then round((2 + p.r_cert * 20)::numeric, 0) end,
        p.cert is not null and p.r_cert < 0.8,
        p.skills[1:3],
        1,
        case when p.r_mode >= 0.91 and p.r_mode < 0.93 then 1 else 0 end,
        floor(p.r_span * 20)::int,
        floor(p.r_age * 300)::int,
        now() - p.r_age * interval '180 days',
        now() - p.r_age * interval '180 days'
      from picked p`),
    );
  });
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze postings`);
}

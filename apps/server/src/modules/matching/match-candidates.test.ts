import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import {
  CANDIDATE_REACH,
  findCandidatesAndMarket,
  GEO_CELL_DEGREES,
  geoCells,
  KM_PER_DEGREE,
  REMOTE_CELL,
} from './match-jobs.repo';

const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
const MAX_KM = 25;
const REACH_KM = MAX_KM * CANDIDATE_REACH;

/** A point `km` from Toronto towards a bearing (degrees), equirectangular as the matcher's box. */
function offset(km: number, bearing: number) {
  const rad = (bearing * Math.PI) / 180;
  const cos = Math.cos((TORONTO.latitude * Math.PI) / 180);
  return {
    latitude: TORONTO.latitude + (km * Math.cos(rad)) / KM_PER_DEGREE,
    longitude: TORONTO.longitude + (km * Math.sin(rad)) / KM_PER_DEGREE / cos,
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the matcher candidates: the skills arm by cell (decision 038)', () => {
  it('finds a shared-skill job of another category anywhere in the reach, across cell edges, and not beyond', async () => {
    const worker = await buildSignedInUser(server, { skills: ['Electrical Wiring'], ...TORONTO });
    const skill = { category: 'plumbing' as const, skillsRequired: ['Electrical Wiring'] };
    const inside = [];
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315])
      inside.push(
        await buildPosting(server, {
          ...skill,
          title: `Inside ${bearing}`,
          ...offset(REACH_KM * 0.97, bearing),
        }),
      );
    const beyond = await buildPosting(server, { ...skill, title: 'Beyond', ...offset(REACH_KM * 1.1, 90) });
    const market = await buildPosting(server, {
      ...skill,
      title: 'In the market',
      ...offset(MAX_KM * 0.5, 10),
    });
    const remoteFar = await buildPosting(server, {
      ...skill,
      title: 'Remote, from Vancouver',
      latitude: 49.2827,
      longitude: -123.1207,
      locationType: 'remote',
    });

    // The database's cells are the ones geoCells names for the box.
    const cells = geoCells(TORONTO, REACH_KM) ?? [];
    const stored = (await server.app.ctx.db.execute(
      sql`select title, place_cells from postings where skills_required @> array['Electrical Wiring']`,
    )) as unknown as { rows: { title: string; place_cells: number[] }[] };
    for (const row of stored.rows.filter((r) => !['Beyond', 'Remote, from Vancouver'].includes(r.title))) {
      expect(row.place_cells, row.title).toHaveLength(1);
      expect(cells, row.title).toContain(row.place_cells[0]);
    }
    // The remote job's place is far away, and it can be done from anywhere.
    expect(stored.rows.find((r) => r.title === 'Remote, from Vancouver')?.place_cells).toEqual([
      98 * 1000 - 247,
      REMOTE_CELL,
    ]);
    expect(GEO_CELL_DEGREES).toBe(0.5);

    const { candidates, market: rows } = await findCandidatesAndMarket(
      server.app.ctx.db,
      {
        workerId: worker.user.id,
        categories: ['electrical'],
        skillSpellings: ['Electrical Wiring'],
        point: TORONTO,
        radiusKm: REACH_KM,
        now: server.app.ctx.clock.now(),
      },
      MAX_KM,
    );
    const ids = candidates.map((c) => c.id);
    for (const posting of inside) expect(ids).toContain(posting.id);
    expect(ids).toContain(market.id);
    expect(ids).toContain(remoteFar.id);
    expect(ids).not.toContain(beyond.id);
    // The market is the part within the worker's own distance, and remote work: two.
    expect(rows).toEqual([expect.objectContaining({ category: 'plumbing', count: 2 })]);
  });

  it('reads each job once, whichever arms it meets, and ranks a skill in common above the category alone', async () => {
    const worker = await buildSignedInUser(server, { skills: ['Conduit Bending'], ...TORONTO });
    const near = offset(MAX_KM * 0.4, 200);
    // Near, remote too, of the worker's category and with their skill: the near category arm,
    // the remote category arm and the skills arm would each find it.
    const everyArm = await buildPosting(server, {
      category: 'electrical',
      skillsRequired: ['Conduit Bending'],
      title: 'Every arm',
      remoteAllowed: true,
      ...near,
    });
    const categoryOnly = await buildPosting(server, {
      category: 'electrical',
      skillsRequired: ['Knob and Tube'],
      title: 'Category only',
      ...offset(MAX_KM * 0.1, 200),
    });
    const otherCategory = await buildPosting(server, {
      category: 'hvac',
      skillsRequired: ['Conduit Bending'],
      title: 'Skill only',
      ...offset(MAX_KM * 0.2, 200),
    });
    const { candidates, market } = await findCandidatesAndMarket(
      server.app.ctx.db,
      {
        workerId: worker.user.id,
        categories: ['electrical'],
        skillSpellings: ['Conduit Bending'],
        point: TORONTO,
        radiusKm: REACH_KM,
        now: server.app.ctx.clock.now(),
      },
      MAX_KM,
    );
    const ours = candidates
      .map((c) => c.id)
      .filter((id) => [everyArm.id, categoryOnly.id, otherCategory.id].includes(id));
    // Category and skill (3) first, the skill alone (2), then the category alone (1), however near.
    expect(ours).toEqual([everyArm.id, otherCategory.id, categoryOnly.id]);
    expect(candidates.filter((c) => c.id === everyArm.id)).toHaveLength(1);
    const counted = (category: string) => market.find((row) => row.category === category)?.count ?? 0;
    expect(counted('electrical')).toBeGreaterThanOrEqual(2);
    expect(new Set(candidates.map((c) => c.id)).size).toBe(candidates.length);
  });

  it('names no cells for a box too large to list, so the arm reads the skills alone', () => {
    expect(geoCells(TORONTO, 1000)).toBeNull();
    expect(geoCells(TORONTO, 10)?.length).toBeGreaterThan(0);
  });
});

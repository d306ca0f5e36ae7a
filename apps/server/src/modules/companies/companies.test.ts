import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildSignedInUser, buildTeamMember, type Headers } from '../../../test/factories';
import { pdfFile, pngFile } from '../../../test/files';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hh-logos-'));
  server = await startTestServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const LOGO_PATH = /^\/api\/business\/companies\/[0-9a-f-]{36}\/logo\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

async function uploadLogo(headers: Headers, bytes: Buffer, query = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'logo.png');
  const response = await fetch(`${server.url}/api/business/company/logo${query}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('the company profile', () => {
  it("makes an employer's company on first need and lists it first", async () => {
    const owner = await buildSignedInUser(server, {
      userType: 'company',
      fullName: 'Acme Renovations',
      city: 'Ottawa',
    });
    const res = await server.request('GET', '/api/business/companies', undefined, owner.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.body.companies).toHaveLength(1);
    expect(res.body.companies[0]).toMatchObject({ name: 'Acme Renovations', role: 'owner', logo_url: null });
    expect(res.body.companies[0].permissions).toHaveLength(6);
    const profile = await server.request('GET', '/api/business/company', undefined, owner.headers);
    expect(profile.body).toMatchObject({ name: 'Acme Renovations', city: 'Ottawa', owner_id: owner.user.id });
  });

  it('is changed by the owner or can_manage_team, read by any member, audited', async () => {
    const { company, owner } = await buildCompany(server);
    const admin = await buildTeamMember(server, company.id, 'admin');
    const viewer = await buildTeamMember(server, company.id, 'viewer');
    const body = {
      name: 'Owner & Co',
      about: 'Kitchens and baths in the Ottawa valley.',
      city: 'Ottawa',
      website: 'https://owner.example.ca',
      size: '11-50',
      company_id: company.id,
    };
    const put = await server.request('PUT', '/api/business/company', body, admin.headers);
    expect(put.status, put.text).toBe(200);
    const { company_id: _scope, ...profile } = body;
    expect(put.body).toMatchObject({ ...profile, id: company.id });

    const denied = await server.request('PUT', '/api/business/company', body, viewer.headers);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('business.permission_denied');
    const read = await server.request(
      'GET',
      `/api/business/company?company_id=${company.id}`,
      undefined,
      viewer.headers,
    );
    expect(read.status).toBe(200);
    expect(read.body.name).toBe('Owner & Co');

    const bad = await server.request(
      'PUT',
      '/api/business/company',
      { name: '', website: 'ftp://x' },
      owner.headers,
    );
    expect(bad.status).toBe(422);

    const activity = await server.request('GET', '/api/business/team/activity', undefined, owner.headers);
    expect(activity.body.events[0]).toMatchObject({ action: 'team.company_updated' });

    const stranger = await buildCompany(server, 'Stranger Owner');
    const cross = await server.request(
      'GET',
      `/api/business/company?company_id=${company.id}`,
      undefined,
      stranger.owner.headers,
    );
    expect(cross.status).toBe(403);
    expect(cross.body.code).toBe('business.not_a_member');
  });

  it('takes a logo upload and serves it; refuses other files and members without the permission', async () => {
    const { company, owner } = await buildCompany(server);
    const res = await uploadLogo(owner.headers, pngFile());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.logo_url).toMatch(LOGO_PATH);
    const served = await fetch(`${server.url}${res.body.logo_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(pngFile())).toBe(true);

    const replaced = await uploadLogo(owner.headers, pngFile());
    expect(replaced.body.logo_url).not.toBe(res.body.logo_url);
    expect((await fetch(`${server.url}${res.body.logo_url}`)).status).toBe(404);

    const pdf = await uploadLogo(owner.headers, pdfFile());
    expect(pdf.status).toBe(415);
    expect(pdf.body.code).toBe('business.logo_type_not_allowed');
    const member = await buildTeamMember(server, company.id, 'team_member');
    const denied = await uploadLogo(member.headers, pngFile(), `?company_id=${company.id}`);
    expect(denied.status).toBe(403);

    const listed = await server.request('GET', '/api/business/companies', undefined, member.headers);
    expect(listed.body.companies[0].logo_url).toBe(replaced.body.logo_url);
  });

  it("puts the person's companies in their data export", async () => {
    const { company, owner } = await buildCompany(server);
    const member = await buildTeamMember(server, company.id, 'viewer');
    const mine = await server.request('GET', '/api/account/export', undefined, owner.headers);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.companies).toMatchObject([{ id: company.id, owned: true, role: 'owner' }]);
    const theirs = await server.request('GET', '/api/account/export', undefined, member.headers);
    expect(theirs.body.companies).toMatchObject([
      { id: company.id, owned: false, role: 'viewer', permissions: ['can_view_analytics'] },
    ]);
  });
});

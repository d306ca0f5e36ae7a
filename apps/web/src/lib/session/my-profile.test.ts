import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { fetchMyProfile } from './my-profile';
import { getSession, saveSession } from './session';

resetAfterEach();

describe('fetchMyProfile', () => {
  it('brings the stored user in step with the server (a zone changed on another device)', async () => {
    saveSession('token', sampleUser({ time_zone: 'America/Toronto' }));
    fakeApi({ 'GET /api/profile/me-enhanced': json(200, sampleUser({ time_zone: 'Asia/Tokyo' })) });
    expect((await fetchMyProfile()).time_zone).toBe('Asia/Tokyo');
    expect(getSession()).toMatchObject({ token: 'token', user: { time_zone: 'Asia/Tokyo' } });
  });

  it("leaves the stored user alone when the answer is another person's", async () => {
    saveSession('token', sampleUser({ id: 'user-1' }));
    fakeApi({ 'GET /api/profile/me-enhanced': json(200, sampleUser({ id: 'user-2', time_zone: 'UTC' })) });
    await fetchMyProfile();
    expect(getSession()?.user).toMatchObject({ id: 'user-1', time_zone: 'America/Toronto' });
  });
});

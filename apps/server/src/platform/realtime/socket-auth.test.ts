import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { REALTIME_PATHS, REALTIME_PROTOCOL } from '@hirehand/shared/realtime/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, type SignedInUser } from '../../../test/factories';
import { openSocket, refusedUpgrade, tokenProtocols } from '../../../test/sockets';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

const logLines: string[] = [];
let server: TestServer;
let bob: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({}, { logLines });
  bob = await buildSignedInUser(server, 'Bob');
});
afterAll(() => server.close());

describe('the socket (decision 028)', () => {
  it.each(REALTIME_PATHS)(
    'answers on %s with the token in the protocol header or in the query',
    async (path) => {
      for (const tokenIn of ['protocol', 'query'] as const) {
        const socket = await openSocket(server, bob.token, { path, tokenIn });
        // The answer names only the app's protocol: the token never comes back in a header.
        expect(socket.ws.protocol).toBe(tokenIn === 'protocol' ? REALTIME_PROTOCOL : '');
        await socket.barrier();
        socket.send({ type: 'status_update', status: 'online', user_id: bob.user.id });
        await socket.barrier();
        expect(await socket.close()).toBe(1005);
      }
    },
  );

  it('refuses a missing, malformed or ended token offered as a protocol (401) before upgrading', async () => {
    expect(await refusedUpgrade(server, '', {}, [REALTIME_PROTOCOL])).toEqual({
      status: 401,
      body: JSON.stringify(AUTH_ERRORS.notAuthenticated),
    });
    expect((await refusedUpgrade(server, '', {}, tokenProtocols('not.a.token'))).status).toBe(401);
    const gone = await buildSignedInUser(server, 'Gone');
    expect((await server.request('POST', '/api/auth/logout', undefined, gone.headers)).status).toBe(200);
    expect((await refusedUpgrade(server, '', {}, tokenProtocols(gone.token))).status).toBe(401);
  });

  it('keeps every token out of the log, in either form, opened or refused', async () => {
    await (await openSocket(server, bob.token, { path: '/ws', tokenIn: 'protocol' })).close();
    await (await openSocket(server, bob.token, { tokenIn: 'query' })).close();
    await refusedUpgrade(server, '?token=secret-looking-query-token', {}, []);
    await refusedUpgrade(server, '', {}, tokenProtocols('secret-looking-protocol-token'));
    const logs = logLines.join('\n');
    expect(logs).toContain('socket opened');
    expect(logs).toContain('"url":"/ws"');
    expect(logs).toContain('"url":"/ws/messaging"');
    expect(logs).not.toContain(bob.token);
    expect(logs).not.toContain('secret-looking');
    expect(logs).not.toContain('token=');
    expect(logs).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no JWT anywhere
  });
});

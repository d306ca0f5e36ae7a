import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** For tests: one request as the peer saw it. */
export interface S3PeerRequest {
  method: string;
  path: string;
  contentType?: string;
  /** The Credential of the Authorization header: key/date/region/service/aws4_request. */
  credential: string;
  /** The signature recomputed with the secret matches the one sent. */
  signatureValid: boolean;
  /** The signed payload hash is the body's real SHA-256 (not UNSIGNED-PAYLOAD). */
  payloadHashed: boolean;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Recomputes the SigV4 signature from the request as it arrived: proof the client signed
 * the method, path, host, date and payload hash it actually sent, with this secret.
 */
function verifySigV4(request: IncomingMessage, body: Buffer, secretAccessKey: string) {
  const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
    request.headers.authorization ?? '',
  );
  if (!match) return { credential: '', valid: false };
  const [, credential = '', signedHeaders = '', signature] = match;
  const [, date = '', region = '', service = ''] = credential.split('/');
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return { credential, valid: false };
  const [pathname, query = ''] = (request.url ?? '').split('?');
  const headers = signedHeaders.split(';').map((h) => `${h}:${String(request.headers[h]).trim()}`);
  const canonical = [
    request.method,
    pathname,
    query,
    `${headers.join('\n')}\n`,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', request.headers['x-amz-date'], scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  return { credential, valid: hmac(key, toSign).toString('hex') === signature };
}

/**
 * For tests: a local stand-in for S3's object API (PutObject, GetObject, DeleteObject on
 * /bucket/key, kept in memory) that refuses a request whose SigV4 signature is wrong.
 */
export async function startLocalS3Peer(secretAccessKey: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: S3PeerRequest[] = [];
  const failures: number[] = [];

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const { credential, valid } = verifySigV4(request, body, secretAccessKey);
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({
      method: request.method ?? '',
      path,
      contentType: request.headers['content-type'],
      credential,
      signatureValid: valid,
      payloadHashed: request.headers['x-amz-content-sha256'] === sha256(body),
    });
    const reply = (status: number, text = '') => {
      response.writeHead(status, text ? { 'content-type': 'application/xml' } : {});
      response.end(text);
    };
    const failure = failures.shift();
    if (failure) return reply(failure, '<Error><Code>InternalError</Code></Error>');
    if (!valid) return reply(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    const object = objects.get(path);
    if (request.method === 'PUT') {
      objects.set(path, { body, contentType: request.headers['content-type'] ?? '' });
      return reply(200);
    }
    if (request.method === 'GET') {
      if (!object) return reply(404, '<Error><Code>NoSuchKey</Code></Error>');
      response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
      return response.end(object.body);
    }
    if (request.method === 'DELETE') {
      objects.delete(path);
      return reply(204);
    }
    return reply(405);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Stored objects by path (/bucket/key). */
    objects,
    requests,
    /** Answers the next request with this status, whatever it is. */
    failNext(status: number) {
      failures.push(status);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@conto-gioco/shared/envelope';
import { PLAY_SIGNATURE_HEADER, PLAY_TIMESTAMP_HEADER } from '@conto-gioco/shared/play';

/**
 * The sandbox's side of the operator API: what a real sportsbook, casino or lottery system does.
 * Each call is signed with the service key as the API's documentation says (HMAC-SHA256 of
 * METHOD, path, Unix time and body, joined by newlines) and sent to the API itself, in process.
 */
export type PlatformClient = <T>(path: string, body: unknown) => Promise<Envelope<T | null>>;

export function platformClient(app: FastifyInstance, key: string): PlatformClient {
  return async <T>(path: string, body: unknown) => {
    const payload = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', key)
      .update(`POST\n${path}\n${timestamp}\n${payload}`)
      .digest('hex');
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        [PLAY_TIMESTAMP_HEADER]: timestamp,
        [PLAY_SIGNATURE_HEADER]: signature,
      },
      payload,
    });
    // A refusal answers 200 with its code; anything else is the sandbox's own mistake.
    if (response.statusCode !== 200) {
      throw new Error(`operator API ${path} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }
    return response.json() as Envelope<T | null>;
  };
}

import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A WebAuthn authenticator in software for API tests: ES256 (P-256) keys from node:crypto, the
 * 'none' attestation format, discoverable credentials, user presence and verification flags.
 */

const FLAG = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

type Options = { origin: string; userVerified?: boolean };

const b64url = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle: string | undefined;
  /** The signature counter; tests may set it back to exercise the regression check. */
  counter = 0;

  constructor(private readonly options: Options) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  private flags(extra = 0): number {
    return FLAG.userPresent | (this.options.userVerified === false ? 0 : FLAG.userVerified) | extra;
  }

  /** What navigator.credentials.create() would answer for these creation options. */
  register(
    creation: { challenge: string; rp: { id?: string }; user: { id: string } },
    origin = this.options.origin,
  ) {
    this.userHandle = creation.user.id;
    const rpId = creation.rp.id ?? new URL(origin).hostname;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(FLAG.attestedData)]),
      counterBytes(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      coseKey(this.keys.publicKey),
    ]);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: creation.challenge,
      origin,
      crossOrigin: false,
    });
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
    };
  }

  /** What navigator.credentials.get() would answer for these request options. */
  authenticate(request: { challenge: string; rpId?: string }, origin = this.options.origin) {
    this.counter += 1;
    const rpId = request.rpId ?? new URL(origin).hostname;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags()]), counterBytes(this.counter)]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: request.challenge, origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}

/**
 * A software authenticator for the server's tests: it answers WebAuthn creation and request options the way a browser
 * and a platform authenticator would, with real data made here (node:crypto), not by the library that verifies it.
 * Registration makes a P-256 key pair and answers attestation "none" (CBOR attestation object, authenticator data with
 * the COSE public key); an assertion signs authenticator data and the client data's hash with ES256. Every part a
 * relying party checks can be set wrong on purpose: the origin, the RP ID, user verification, the signature count.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** The JSON a browser hands the page (WebAuthn's RegistrationResponseJSON, AuthenticationResponseJSON). */
export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment: 'platform';
  clientExtensionResults: Record<string, unknown>;
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
}

export interface AssertionAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment: 'platform';
  clientExtensionResults: Record<string, unknown>;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string };
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

/** What an answer may carry wrong, to see the relying party refuse it. */
export interface Tampering {
  /** The page's origin the browser writes in the client data. */
  origin?: string;
  /** The RP ID whose hash starts the authenticator data. */
  rpId?: string;
  /** Whether the authenticator says it verified the user (PIN, biometrics); true unless said otherwise. */
  userVerified?: boolean;
  /** The signature count to report instead of the next one. */
  counter?: number;
  /** The challenge to sign instead of the options'. */
  challenge?: string;
}

interface Credential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

// ---------- CBOR (RFC 8949), the few types WebAuthn needs ----------

type CborValue = number | string | Uint8Array | Map<number | string, CborValue>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(length, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

export function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

// ---------- the authenticator ----------

const flags = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attestedData: 0x40 };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter, 0);
  return bytes;
}

/** The COSE_Key of a P-256 public key, for ES256 (RFC 9053): kty EC2, alg -7, crv P-256, x, y. */
function coseKeyOf(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<number, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

export class SoftAuthenticator {
  private readonly credentials = new Map<string, Credential>();

  /**
   * `origin` is the page the browser shows (http://localhost:8080), `rpId` its relying party (localhost). A synced
   * authenticator (`synced`) says its passkeys are backup eligible and backed up, as a phone's password manager does.
   */
  constructor(private readonly site: { origin: string; rpId: string; synced?: boolean }) {}

  /** The credential ids this authenticator holds, oldest first. */
  get credentialIds(): string[] {
    return [...this.credentials.keys()];
  }

  private flagsOf(userVerified: boolean, extra = 0): number {
    const backup = this.site.synced ? flags.backupEligible | flags.backedUp : 0;
    return flags.userPresent | (userVerified ? flags.userVerified : 0) | backup | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, tampering: Tampering): string {
    return base64url(Buffer.from(JSON.stringify({ type, challenge: tampering.challenge ?? challenge, origin: tampering.origin ?? this.site.origin, crossOrigin: false })));
  }

  /** Answers creation options as `navigator.credentials.create()` would: a new discoverable credential, attestation "none". */
  register(options: CreationOptions, tampering: Tampering = {}): RegistrationAnswer {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = randomBytes(32);
    const id = base64url(credentialId);
    const rpId = tampering.rpId ?? options.rp.id ?? this.site.rpId;
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(credentialId.length, 0);
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flagsOf(tampering.userVerified ?? true, flags.attestedData)]),
      counterBytes(tampering.counter ?? 0),
      Buffer.alloc(16), // AAGUID: none to tell
      credentialIdLength,
      credentialId,
      coseKeyOf(publicKey),
    ]);
    const attestationObject = cbor(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authenticatorData],
      ]),
    );
    this.credentials.set(id, { id, privateKey, userHandle: options.user.id, counter: tampering.counter ?? 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: this.clientData('webauthn.create', options.challenge, tampering), attestationObject: base64url(attestationObject), transports: ['internal', 'hybrid'] },
    };
  }

  /**
   * Answers request options as `navigator.credentials.get()` would, with the credential `credentialId` (else the first
   * the options allow, else the first this authenticator holds), its signature count one up.
   */
  assert(options: RequestOptions, tampering: Tampering & { credentialId?: string } = {}): AssertionAnswer {
    const allowed = options.allowCredentials?.map((credential) => credential.id);
    const id = tampering.credentialId ?? (allowed ? allowed.find((candidate) => this.credentials.has(candidate)) : this.credentialIds[0]);
    const credential = id ? this.credentials.get(id) : undefined;
    if (!credential) throw new Error('the soft authenticator holds none of the credentials asked for');
    credential.counter = tampering.counter ?? credential.counter + 1;
    const authenticatorData = Buffer.concat([sha256(tampering.rpId ?? options.rpId ?? this.site.rpId), Buffer.from([this.flagsOf(tampering.userVerified ?? true)]), counterBytes(credential.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tampering);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON, authenticatorData: base64url(authenticatorData), signature: base64url(signature), userHandle: credential.userHandle },
    };
  }
}

/**
 * The sign-in challenge (code 4028) as a browser answers it: find `challenge_answer` such that SHA-256 of
 * `challenge:challenge_answer` begins with `difficulty` zero bits, then send the same sign-in again with both. The
 * server asks it only of a browser new to the account while strangers' failures are many (docs/security.md). SHA-256
 * is computed here, synchronously, because WebCrypto's digest is asynchronous per call and far too slow for the
 * hundreds of thousands a hard challenge takes; the search yields to the page every few thousand tries.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const words = new Uint32Array(64);

/** The first 32 bits of SHA-256 of `bytes` (all a leading-zero count of up to 32 bits needs). */
export function sha256Head(bytes: Uint8Array): number {
  const bitLength = bytes.length * 8;
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 4, bitLength >>> 0);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  let h0 = 0x6a09e667, h1 = 0xbb67ae85, h2 = 0x3c6ef372, h3 = 0xa54ff53a, h4 = 0x510e527f, h5 = 0x9b05688c, h6 = 0x1f83d9ab, h7 = 0x5be0cd19;
  for (let block = 0; block < blocks; block += 1) {
    for (let i = 0; i < 16; i += 1) words[i] = view.getUint32(block * 64 + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const a = words[i - 15]!, b = words[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      words[i] = (words[i - 16]! + s0 + words[i - 7]! + s1) | 0;
    }
    let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
    for (let i = 0; i < 64; i += 1) {
      const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[i]! + words[i]!) | 0;
      const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0; h1 = (h1 + b) | 0; h2 = (h2 + c) | 0; h3 = (h3 + d) | 0; h4 = (h4 + e) | 0; h5 = (h5 + f) | 0; h6 = (h6 + g) | 0; h7 = (h7 + h) | 0;
  }
  return h0 >>> 0;
}

const encoder = new TextEncoder();

/** An answer to `challenge` of `difficulty` bits (at most 32), found by counting up; the page stays responsive. */
export async function solveSignInChallenge(challenge: string, difficulty: number): Promise<string> {
  const bits = Math.min(32, Math.max(0, difficulty));
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  for (let answer = 0; ; answer += 1) {
    if ((sha256Head(encoder.encode(`${challenge}:${answer}`)) & mask) >>> 0 === 0) return String(answer);
    if (answer % 5000 === 4999) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

export interface SignInChallengeAnswer {
  challenge?: string;
  challenge_answer?: string;
}

/** The challenge a refusal asks for: `data` of a 4028 answer, or null for any other refusal. */
export function challengeOf(code: number | undefined, data: unknown): { challenge: string; difficulty: number } | null {
  const asked = data as { challenge?: unknown; difficulty?: unknown } | null | undefined;
  if (code !== 4028 || typeof asked?.challenge !== 'string' || typeof asked.difficulty !== 'number') return null;
  return { challenge: asked.challenge, difficulty: asked.difficulty };
}

/**
 * Sends a sign-in, and once more with the answer when it was asked a challenge (`asked` reads a refusal's challenge).
 * A second challenge (the counters grew meanwhile) is answered too, at most three times in all.
 */
export async function answeringChallenge<T>(send: (answer: SignInChallengeAnswer) => Promise<T>, asked: (error: unknown) => { challenge: string; difficulty: number } | null): Promise<T> {
  let answer: SignInChallengeAnswer = {};
  for (let round = 0; ; round += 1) {
    try {
      return await send(answer);
    } catch (error) {
      const challenge = round < 3 ? asked(error) : null;
      if (!challenge) throw error;
      answer = { challenge: challenge.challenge, challenge_answer: await solveSignInChallenge(challenge.challenge, challenge.difficulty) };
    }
  }
}

/**
 * The browser's answer to the sign-in challenge: its SHA-256 is the standard one, and an answer it finds is one the
 * server accepts; a refusal asks again with the answer, and any other refusal is thrown as it came.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { provesWork } from '../../../server/auth/signInChallenge';
import { answeringChallenge, challengeOf, sha256Head, solveSignInChallenge } from '../../../src/data/signInChallenge';

describe('the sign-in challenge in the browser', () => {
  it('computes the first 32 bits of SHA-256 as node does, for short and long texts', () => {
    for (const text of ['', 'abc', 'c1.nonce.4.1700000000.mac:12345', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(130)]) {
      expect(sha256Head(new TextEncoder().encode(text))).toBe(createHash('sha256').update(text).digest().readUInt32BE(0));
    }
  });

  it('finds an answer the server accepts', async () => {
    const challenge = 'c1.abcdefghijklmnop.10.1700000000.signature';
    const answer = await solveSignInChallenge(challenge, 10);
    expect(provesWork(challenge, answer, 10)).toBe(true);
  });

  it('signs in again with the answer, and throws any other refusal', async () => {
    const sent: unknown[] = [];
    const asked = { code: 4028, data: { challenge: 'c1.n.3.1.m', difficulty: 3 } };
    const result = await answeringChallenge(
      async (answer) => {
        sent.push(answer);
        if (sent.length === 1) throw asked;
        return 'signed in';
      },
      (error) => challengeOf((error as typeof asked).code, (error as typeof asked).data),
    );
    expect(result).toBe('signed in');
    expect(sent).toEqual([{}, { challenge: 'c1.n.3.1.m', challenge_answer: expect.any(String) }]);
    await expect(answeringChallenge(async () => Promise.reject({ code: 4001 }), () => null)).rejects.toEqual({ code: 4001 });
  });
});

import argon2 from 'argon2';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane. */
const argon2Options = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, argon2Options);
}

// Verified against when the username does not exist, so the answer takes as long as for a real account
// and the timing does not tell whether the username exists.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash === undefined) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

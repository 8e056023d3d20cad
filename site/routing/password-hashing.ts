/** argon2id at OWASP's baseline (19 MiB, 2 passes, one lane): site and page passwords here, account passwords in the service. */
import argon2 from 'argon2';

export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id at OWASP's baseline (19 MiB, 2 passes, one lane): site and page
 * passwords here, account passwords in the service. The native module is
 * loaded on first use: the template commands (check, render, serve, lsp)
 * never hash, and an install made without build scripts has no binding.
 *
 * The cost can be lowered through two settings, for the test suite only
 * (scripts/run-tests.mjs sets them for its files: the suite hashes some
 * thousands of passwords at about 25 ms of CPU each). A hash records its
 * own cost, so hashes made at any cost verify at any setting.
 */
type Argon2 = typeof import('argon2');

let loading: Promise<Argon2> | undefined;

export function loadArgon2(): Promise<Argon2> {
  loading ??= import('argon2').then((m) => ((m as { default?: Argon2 }).default ?? m));
  return loading;
}

/** argon2's memory in KiB at OWASP's baseline (19 MiB). */
export const ARGON2_MEMORY_KIB = 19 * 1024;
/** argon2's passes over that memory at OWASP's baseline. */
export const ARGON2_PASSES = 2;
/** Settings that lower the cost (never raise it): a lower cost makes a stolen hash cheaper to crack, so production leaves them unset. */
export const HASH_MEMORY_SETTING = 'VITRINE_PASSWORD_HASH_MEMORY_KIB';
export const HASH_PASSES_SETTING = 'VITRINE_PASSWORD_HASH_PASSES';
/** argon2's own floors: 1 MiB of memory (the package refuses less than 8 KiB per lane; 1 MiB keeps the hash a real argon2id one), one pass. */
const MIN_MEMORY_KIB = 1024;
const MIN_PASSES = 1;

/** 2 is argon2id in the package's enumeration (argon2.argon2id). */
const ARGON2ID = 2 as Argon2['argon2id'];

export interface Argon2Options {
  type: Argon2['argon2id'];
  memoryCost: number;
  timeCost: number;
  parallelism: 1;
}

function setting(env: Record<string, string | undefined>, name: string, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return max;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not ${JSON.stringify(raw)}`);
  return n;
}

/** Whether the settings lower the cost below OWASP's baseline (the service says so at its start). */
export function hashCostLowered(env: Record<string, string | undefined> = process.env): boolean {
  const o = argon2Options(env);
  return o.memoryCost < ARGON2_MEMORY_KIB || o.timeCost < ARGON2_PASSES;
}

/** The options new hashes are made with: OWASP's baseline, or a lower cost where the settings say so. */
export function argon2Options(env: Record<string, string | undefined> = process.env): Argon2Options {
  return {
    type: ARGON2ID,
    memoryCost: setting(env, HASH_MEMORY_SETTING, MIN_MEMORY_KIB, ARGON2_MEMORY_KIB),
    timeCost: setting(env, HASH_PASSES_SETTING, MIN_PASSES, ARGON2_PASSES),
    parallelism: 1,
  };
}

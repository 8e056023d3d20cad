/**
 * argon2id at OWASP's baseline (19 MiB, 2 passes, one lane): site and page
 * passwords here, account passwords in the service. The native module is
 * loaded on first use: the template commands (check, render, serve, lsp)
 * never hash, and an install made without build scripts has no binding.
 */
type Argon2 = typeof import('argon2');

let loading: Promise<Argon2> | undefined;

export function loadArgon2(): Promise<Argon2> {
  loading ??= import('argon2').then((m) => ((m as { default?: Argon2 }).default ?? m));
  return loading;
}

/** 2 is argon2id in the package's enumeration (argon2.argon2id). */
export const ARGON2_OPTIONS = { type: 2 as Argon2['argon2id'], memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * A fingerprint of the stylesheet pipeline itself: the LESS compiler's
 * version and this folder's own code. It is part of every compiled
 * stylesheet's cache key, so a stylesheet kept on disk by an older build is
 * never served by a newer one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const CODE = /\.(js|ts)$/;

let fingerprint: string | undefined;

/** less's package.json (its exports do not name it, so it is found beside the resolved entry). */
function lessPackageJson(): string {
  const entry = createRequire(import.meta.url).resolve('less');
  const marker = `${sep}node_modules${sep}less${sep}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length) + 'package.json';
}

export function pipelineVersion(): string {
  if (fingerprint === undefined) {
    const hash = createHash('sha256');
    hash.update(readFileSync(lessPackageJson()));
    const dir = fileURLToPath(new URL('.', import.meta.url));
    for (const file of readdirSync(dir).filter((f) => CODE.test(f)).sort()) hash.update(file).update(readFileSync(dir + file));
    fingerprint = hash.digest('hex');
  }
  return fingerprint;
}

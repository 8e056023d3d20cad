import { join } from 'node:path';
import { PROJECT_ROOT, fromRoot } from '../../site/project-root.js';

/** The shared vectors, beside the repository (CI clones main with ../shared next to it). */
export const CONFORMANCE_DIR = join(PROJECT_ROOT, '..', 'shared', 'conformance', 'template-engine');
/** The committed list of cases that must pass; it only grows. */
export const EXPECTED_PASSES_FILE = fromRoot('test', 'conformance-expected.json');
/** Cases Vitrine deliberately does not pass, each with the reason. */
export const EXPECTED_FAILURES_FILE = fromRoot('test', 'conformance-expected-failures.json');

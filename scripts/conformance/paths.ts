import { fileURLToPath } from 'node:url';

/** The shared vectors, beside the repository (CI clones main with ../shared next to it). */
export const CONFORMANCE_DIR = fileURLToPath(new URL('../../../shared/conformance/template-engine', import.meta.url));
/** The committed list of cases that must pass; it only grows. */
export const EXPECTED_PASSES_FILE = fileURLToPath(new URL('../../test/conformance-expected.json', import.meta.url));
/** Cases Vitrine deliberately does not pass, each with the reason. */
export const EXPECTED_FAILURES_FILE = fileURLToPath(new URL('../../test/conformance-expected-failures.json', import.meta.url));

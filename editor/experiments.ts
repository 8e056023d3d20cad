/**
 * Experiments (SPEC sections 3 and 5): a site's experiment assignments are
 * entries `{ name, variant, status }`, and only an ACTIVE one counts. A
 * variant may be overridden by a query parameter (`?experiment.NAME=variant`)
 * only on internal or test sites (`website.internal` or `website.testSite`):
 * shoppers of a live site cannot pick their own variant. Shared by the
 * browser (client/experiments.ts) and the server; no DOM, no Node.
 */
export const EXPERIMENT_STATUS_ACTIVE = 'ACTIVE';
/** The query parameter prefix of an override: `experiment.<name>=<variant>`. */
export const EXPERIMENT_OVERRIDE_PREFIX = 'experiment.';

export interface ExperimentAssignment {
  name: string;
  variant: string;
  status: string;
}

export interface ExperimentSite {
  internal?: boolean;
  testSite?: boolean;
}

/** The assignments of a context value: well-formed entries only. */
export function assignmentsOf(value: unknown): ExperimentAssignment[] {
  if (!Array.isArray(value)) return [];
  return value.filter((e): e is ExperimentAssignment => typeof e === 'object' && e !== null && typeof e.name === 'string' && typeof e.variant === 'string' && typeof e.status === 'string');
}

/** Whether a site may override variants by query parameter. */
export const overridesAllowed = (site: ExperimentSite): boolean => site.internal === true || site.testSite === true;

/** The variant of experiment `name`: an allowed override, else the ACTIVE assignment's, else null (not in the experiment). */
export function experimentVariant(name: string, assignments: readonly ExperimentAssignment[], query: URLSearchParams, site: ExperimentSite): string | null {
  const override = query.get(`${EXPERIMENT_OVERRIDE_PREFIX}${name}`);
  if (override !== null && override !== '' && overridesAllowed(site)) return override;
  return assignments.find((a) => a.name === name && a.status === EXPERIMENT_STATUS_ACTIVE)?.variant ?? null;
}

/** The survey cohorts (SPEC section 3): A to E. */
export const SURVEY_COHORTS = ['A', 'B', 'C', 'D', 'E'] as const;
export type SurveyCohort = (typeof SURVEY_COHORTS)[number];

/** A visitor's survey cohort, the same for the same id (a visitor's analytics id): an FNV-1a hash of the id, modulo 5. */
export function surveyCohort(visitorId: string): SurveyCohort {
  let h = 0x811c9dc5;
  for (let i = 0; i < visitorId.length; i++) {
    h ^= visitorId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return SURVEY_COHORTS[h % SURVEY_COHORTS.length]!;
}

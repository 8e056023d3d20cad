/**
 * The site's plan from the environment (editor/plan.ts):
 *   VITRINE_PLAN                 personal | business | commerce-basic | commerce-advanced (default)
 *   VITRINE_PLAN_CAPABILITIES    a comma-separated list of capability numbers (1 to 70), instead of the plan's own
 */
import { DEFAULT_PLAN, isPlanCapability, PLANS, type Plan, type PlanId } from '../editor/plan.js';

type Env = Record<string, string | undefined>;

export function loadPlanConfig(env: Env, problems: string[]): Plan {
  const raw = env.VITRINE_PLAN?.trim();
  let id: PlanId = DEFAULT_PLAN;
  if (raw !== undefined && raw !== '') {
    if (Object.hasOwn(PLANS, raw)) id = raw as PlanId;
    else problems.push(`VITRINE_PLAN must be one of ${Object.keys(PLANS).join(', ')}, got ${JSON.stringify(raw)}`);
  }
  const list = env.VITRINE_PLAN_CAPABILITIES?.trim();
  if (list === undefined || list === '') return { id, name: PLANS[id].name, capabilities: PLANS[id].capabilities };
  const numbers = list.split(',').map((s) => s.trim()).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : NaN));
  const bad = numbers.filter((n) => !isPlanCapability(n));
  if (bad.length > 0) {
    problems.push(`VITRINE_PLAN_CAPABILITIES must list numbers from 1 to 70, got ${JSON.stringify(list)}`);
    return { id, name: PLANS[id].name, capabilities: PLANS[id].capabilities };
  }
  return { id: 'custom', name: PLANS[id].name, capabilities: [...new Set(numbers)].sort((a, b) => a - b) };
}

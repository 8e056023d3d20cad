/**
 * The site's plan (SPEC sections 2 and 3): plan capabilities are numbered 1
 * to 70, integration source ids 1 to 82. The SPEC names some capabilities
 * (commerce, gift cards, subscriptions, instalment payments, native and
 * imported reviews, point of sale, priority support) without their
 * numbers; Vitrine numbers those 1 to 8, in the SPEC's order, and keeps
 * the rest as numbers. A self-hosted service bills nobody: the plan is
 * what its operator configures (VITRINE_PLAN, VITRINE_PLAN_CAPABILITIES,
 * server/plan-config.ts) and the owner's plan screen shows it.
 */
export const PLAN_CAPABILITY_MIN = 1;
export const PLAN_CAPABILITY_MAX = 70;
export const INTEGRATION_SOURCE_MIN = 1;
export const INTEGRATION_SOURCE_MAX = 82;

/** The capabilities the SPEC names, by Vitrine's number. */
export const NAMED_CAPABILITIES = {
  commerce: 1,
  giftCards: 2,
  subscriptions: 3,
  instalmentPayments: 4,
  nativeReviews: 5,
  importedReviews: 6,
  pointOfSale: 7,
  prioritySupport: 8,
} as const;

export type NamedCapability = keyof typeof NAMED_CAPABILITIES;

export const isPlanCapability = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= PLAN_CAPABILITY_MIN && (n as number) <= PLAN_CAPABILITY_MAX;
export const isIntegrationSource = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= INTEGRATION_SOURCE_MIN && (n as number) <= INTEGRATION_SOURCE_MAX;

/** Every capability number, 1 to 70. */
export const ALL_CAPABILITIES: readonly number[] = Array.from({ length: PLAN_CAPABILITY_MAX }, (_, i) => i + PLAN_CAPABILITY_MIN);

/** The plans an operator may name; a plan's capabilities may also be listed one by one. */
export const PLANS = {
  personal: { name: 'Personal', capabilities: [] as number[] },
  business: { name: 'Business', capabilities: [NAMED_CAPABILITIES.commerce, NAMED_CAPABILITIES.giftCards] },
  'commerce-basic': { name: 'Commerce Basic', capabilities: [1, 2, 3, 5, 6, 7] },
  'commerce-advanced': { name: 'Commerce Advanced', capabilities: [...ALL_CAPABILITIES] },
} as const satisfies Record<string, { name: string; capabilities: number[] }>;

export type PlanId = keyof typeof PLANS;
export const DEFAULT_PLAN: PlanId = 'commerce-advanced';

export interface Plan {
  id: PlanId | 'custom';
  name: string;
  capabilities: readonly number[];
}

export const hasCapability = (plan: Plan, capability: number): boolean => plan.capabilities.includes(capability);

/** Where the platform's billing pages were: a self-hosted owner reads the plan in the admin. */
export const BILLING_PATHS = ['/settings/billing/upgrade', '/settings/billing/subscriptions/website'] as const;
export const PLAN_SCREEN_PATH = '/config/settings/plan';

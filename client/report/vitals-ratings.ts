/**
 * Web-vitals ratings with SPEC section 9's thresholds (good / poor):
 * FCP 1800/3000 ms, CLS 0.1/0.25, FID 100/300 ms, LCP 2500/4000 ms.
 * At or under good is good, over poor is poor, between needs improvement.
 */
export type Rating = 'good' | 'needs-improvement' | 'poor';
export const VITALS_THRESHOLDS = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  LCP: [2500, 4000],
} as const;
export type VitalName = keyof typeof VITALS_THRESHOLDS;

export function rate(name: VitalName, value: number): Rating {
  const [good, poor] = VITALS_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

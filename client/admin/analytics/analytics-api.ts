/** The analytics API as the Analytics screen reads it (GET /api/owner/telemetry, server/telemetry/dashboard-routes.ts). */
import { get } from '../../editor/api.js';

export interface VitalRow {
  metric: string;
  pageType: number | null;
  pageTypeName: string | null;
  count: number;
  p50: number;
  p75: number;
  p90: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface Analytics {
  days: string[];
  pageViews: number[];
  visitors: number[];
  revenueCents: number[];
  currency: string | null;
  revenueByCurrency: { currency: string; cents: number; orders: number }[];
  totals: { pageViews: number; visitors: number; events: number; errors: number; revenueCents: number; orders: number };
  topPages: { path: string; views: number }[];
  referrers: { host: string; visits: number }[];
  funnel: { step: string; visitors: number }[];
  errors: { message: string; count: number; lastSeen: string; stack: string }[];
  vitals: VitalRow[];
  vitalSamples: { used: number; limit: number };
}

export const loadAnalytics = (from: string, to: string): Promise<Analytics> => get<Analytics>(`/api/owner/telemetry?${new URLSearchParams({ from, to })}`);

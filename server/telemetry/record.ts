/**
 * A telemetry record as the endpoints hand it to storage: the columns the
 * dashboard groups by, and the validated payload as data.
 */
export type RecordKind = 'hit' | 'census' | 'event' | 'error' | 'perf';

export interface TelemetryRecord {
  kind: RecordKind;
  name: string;
  /** Epoch ms when the server received it. */
  receivedAt: number;
  visitorId?: string | null;
  sessionId?: string | null;
  pagePath?: string | null;
  pageType?: number | null;
  referrerHost?: string | null;
  value?: number | null;
  data: unknown;
}

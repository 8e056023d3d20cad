/**
 * Session recording (SPEC sections 7, 8 and 9). It runs only for a site
 * whose country is US, with an America time zone, on a browser with more
 * than 2 CPU cores, with the feature toggle on (`featureFlags.sessionRecording`)
 * and in the sampled variant of the `session-recording` experiment
 * (client/experiments.ts). The recorder is an interface: the recording
 * service of the platform is a third party reached over the network, which
 * a self-hosted store does not call, so the one shipped (`LOCAL_RECORDER`)
 * keeps nothing and answers its id call with a random id. A recorder that
 * fails to start is logged and left alone (SPEC section 8); the page goes on.
 */
import { pageExperimentVariant } from '../experiments.js';
import { SESSION_RECORDING_ID_MAX_CHARS, SESSION_RECORDING_ID_PATH, SESSION_RECORDING_MOCK_ID } from '../../editor/session-recording-call.js';

export const SESSION_RECORDING_EXPERIMENT = 'session-recording';
export const SESSION_RECORDING_SAMPLED_VARIANT = 'sampled';
export const SESSION_RECORDING_COUNTRY = 'US';
export const SESSION_RECORDING_ZONE_PREFIX = 'America/';
/** More than this many CPU cores. */
export const SESSION_RECORDING_MIN_CORES_EXCLUSIVE = 2;
export const SESSION_RECORDING_TEXT = { failed: 'Session recording failed to start' } as const;

export interface RecordingConditions {
  country: string | null;
  timeZone: string | null;
  cores: number;
  toggle: boolean;
  variant: string | null;
}

export function shouldRecordSession(c: RecordingConditions): boolean {
  return (
    c.country === SESSION_RECORDING_COUNTRY &&
    (c.timeZone ?? '').startsWith(SESSION_RECORDING_ZONE_PREFIX) &&
    c.cores > SESSION_RECORDING_MIN_CORES_EXCLUSIVE &&
    c.toggle &&
    c.variant === SESSION_RECORDING_SAMPLED_VARIANT
  );
}

/** What a session recorder does: start recording, and the id call (the recording's id, for support and analytics). */
export interface SessionRecorder {
  start(): Promise<void>;
  sessionId(): Promise<string>;
}

/** The recorder shipped: records nothing (no network at run time) and gives each page's session a random id. */
export const LOCAL_RECORDER: SessionRecorder = {
  start: () => Promise.resolve(),
  sessionId: () => Promise.resolve(crypto.randomUUID()),
};

export { SESSION_RECORDING_ID_PATH, SESSION_RECORDING_MOCK_ID };

/** The recording was skipped: the id call answered the mock value (no recording service is set up). */
export class RecordingSkipped extends Error {}

/**
 * A recorder whose id comes from this deployment's id call: the server
 * answers the mock value while no recording service is set up (the build
 * shipped: no network at run time), which skips the recording; a service
 * behind the call answers its recording's id.
 */
export function idCallRecorder(fetchImpl: typeof fetch = fetch, start: () => Promise<void> = () => Promise.resolve()): SessionRecorder {
  return {
    start,
    sessionId: async () => {
      const res = await fetchImpl(SESSION_RECORDING_ID_PATH, { credentials: 'same-origin' });
      const id = res.ok ? (await res.text()).trim() : '';
      if (id === SESSION_RECORDING_MOCK_ID) throw new RecordingSkipped();
      if (id === '' || id.length > SESSION_RECORDING_ID_MAX_CHARS) throw new Error(`the id call answered ${res.status}`);
      return id;
    },
  };
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});

/** The conditions of this page and browser. */
export function recordingConditions(win: Window = window): RecordingConditions {
  const ctx = obj(obj((win as unknown as Obj).Static).SQUARESPACE_CONTEXT);
  const website = obj(ctx.website);
  const store = obj(obj(ctx.websiteSettings).storeSettings);
  return {
    country: typeof store.country === 'string' ? store.country : null,
    timeZone: typeof website.timeZone === 'string' ? website.timeZone : null,
    cores: win.navigator.hardwareConcurrency ?? 0,
    toggle: obj(ctx.featureFlags).sessionRecording === true,
    variant: pageExperimentVariant(SESSION_RECORDING_EXPERIMENT, win),
  };
}

/** Starts `recorder` when the rule allows it; the recording's id, or null (not recorded, or its start failed: logged). */
export async function startSessionRecording(recorder: SessionRecorder = LOCAL_RECORDER, conditions: RecordingConditions = recordingConditions()): Promise<string | null> {
  if (!shouldRecordSession(conditions)) return null;
  try {
    await recorder.start();
    return await recorder.sessionId();
  } catch (e) {
    // The mock id is the server saying skip, not a failure.
    if (e instanceof RecordingSkipped) return null;
    console.warn(SESSION_RECORDING_TEXT.failed, e);
    return null;
  }
}

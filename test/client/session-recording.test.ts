// Session recording's rule (SPEC section 9: US, an America time zone, more
// than 2 cores, the toggle, the sampled variant), the recorder's id call,
// and a failed start logged and left (SPEC section 8).
import t from 'tap';
import { setUrl } from './dom.js';
import { idCallRecorder, SESSION_RECORDING_ID_PATH, SESSION_RECORDING_MOCK_ID, LOCAL_RECORDER, recordingConditions, SESSION_RECORDING_TEXT, shouldRecordSession, startSessionRecording, type RecordingConditions } from '../../client/tracking/session-recording.js';

const YES: RecordingConditions = { country: 'US', timeZone: 'America/New_York', cores: 4, toggle: true, variant: 'sampled' };

t.test('every condition must hold', async (t) => {
  t.ok(shouldRecordSession(YES));
  t.notOk(shouldRecordSession({ ...YES, country: 'CA' }), 'not a US site');
  t.notOk(shouldRecordSession({ ...YES, timeZone: 'Europe/Paris' }), 'not an America time zone');
  t.notOk(shouldRecordSession({ ...YES, timeZone: null }));
  t.notOk(shouldRecordSession({ ...YES, cores: 2 }), 'exactly 2 cores is not more than 2');
  t.ok(shouldRecordSession({ ...YES, cores: 3 }));
  t.notOk(shouldRecordSession({ ...YES, toggle: false }), 'the toggle off');
  t.notOk(shouldRecordSession({ ...YES, variant: 'control' }), 'not the sampled variant');
  t.notOk(shouldRecordSession({ ...YES, variant: null }));
});

t.test('the page and browser give the conditions', async (t) => {
  setUrl('https://shop.example/');
  (window as unknown as Record<string, unknown>).Static = {
    SQUARESPACE_CONTEXT: {
      website: { timeZone: 'America/Chicago', experimentAssignments: [{ name: 'session-recording', variant: 'sampled', status: 'ACTIVE' }] },
      websiteSettings: { storeSettings: { country: 'US' } },
      featureFlags: { sessionRecording: true },
    },
  };
  const c = recordingConditions();
  t.match(c, { country: 'US', timeZone: 'America/Chicago', toggle: true, variant: 'sampled' });
  t.type(c.cores, 'number');
});

t.test('the id call, and a failed start logged', async (t) => {
  const id = await startSessionRecording(LOCAL_RECORDER, YES);
  t.match(id, /^[0-9a-f-]{36}$/, 'the local recorder answers the id call');
  t.equal(await startSessionRecording(LOCAL_RECORDER, { ...YES, toggle: false }), null, 'not recorded');
  const warnings: unknown[] = [];
  const warn = console.warn;
  console.warn = (...a: unknown[]) => void warnings.push(a[0]);
  t.teardown(() => void (console.warn = warn));
  let asked = false;
  const failing = { start: () => Promise.reject(new Error('blocked')), sessionId: () => ((asked = true), Promise.resolve('x')) };
  t.equal(await startSessionRecording(failing, YES), null);
  t.same(warnings, [SESSION_RECORDING_TEXT.failed], 'logged');
  t.notOk(asked, 'no id call after a failed start');
});

t.test('the id call: a mock id skips, an id is the recording\'s, a bad answer is a logged failure', async (t) => {
  const asked: string[] = [];
  const answering = (status: number, text: string) => ((url: string) => (asked.push(url), Promise.resolve(new Response(text, { status })))) as unknown as typeof fetch;
  t.equal(await startSessionRecording(idCallRecorder(answering(200, SESSION_RECORDING_MOCK_ID)), YES), null, 'the mock value: skipped');
  t.same(asked, [SESSION_RECORDING_ID_PATH], 'the SPEC\'s call');
  t.equal(await startSessionRecording(idCallRecorder(answering(200, 'rec-123\n')), YES), 'rec-123', 'a service\'s id');
  const warnings: unknown[] = [];
  const warn = console.warn;
  console.warn = (...a: unknown[]) => void warnings.push(a[0]);
  t.teardown(() => void (console.warn = warn));
  t.equal(await startSessionRecording(idCallRecorder(answering(500, 'x')), YES), null);
  t.equal(await startSessionRecording(idCallRecorder(answering(200, 'x'.repeat(200))), YES), null);
  t.same(warnings, [SESSION_RECORDING_TEXT.failed, SESSION_RECORDING_TEXT.failed], 'a failed id call is logged, nothing else');
  asked.length = 0;
  t.equal(await startSessionRecording(idCallRecorder(answering(200, 'rec')), { ...YES, toggle: false }), null);
  t.same(asked, [], 'no call when the rule says no');
});

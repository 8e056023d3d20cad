/**
 * Session recording's id call (SPEC section 7: GET /api/commerce/fullstory/getId
 * "Reads an id string. A mock value means skip."), shared by the route
 * (server/commerce/routes.ts) and the page's recorder
 * (client/tracking/session-recording.ts).
 */
export const SESSION_RECORDING_ID_PATH = '/api/commerce/fullstory/getId';
/** The answer that means: skip recording (no recording service is set up). */
export const SESSION_RECORDING_MOCK_ID = 'mock';
/** Longest id the call may answer (anything longer is not an id). */
export const SESSION_RECORDING_ID_MAX_CHARS = 128;

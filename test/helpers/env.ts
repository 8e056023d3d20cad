/**
 * The environment of a user's shell for the processes a test starts:
 * without tap's process-info and coverage hooks (NODE_OPTIONS and friends),
 * which every node process would otherwise load, slowing each start.
 */
export function withoutTapHooks(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'NODE_OPTIONS' || key === 'NODE_V8_COVERAGE' || key.startsWith('_TAPJS_') || key.startsWith('TAP')) delete env[key];
  }
  return env;
}

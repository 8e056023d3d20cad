/**
 * 'react' as the shopper widgets' tests see it (scripts/build-tests.mjs maps
 * the import here for test/client/ but its admin and editor tests): the
 * renderer the shopper bundle ships, Preact's compat layer
 * (client-build/build-client.ts), with Preact's act() in the place of React's.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';
export { act } from 'preact/test-utils';

/**
 * The flags every headless Chromium of the suites and the bench starts with: the ones
 * `@casino/sim-testing` gives QA teams (sim-testing/src/chromium.ts), so both stay one list.
 */
export { CHROMIUM_ARGS } from '@casino/sim-testing/chromium';

/**
 * The flags every headless Chromium of the suites and the bench starts with. As root, headless
 * Chromium needs the sandbox off; the network flags stop it from calling home, which this
 * machine's closed network refuses many times a second.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

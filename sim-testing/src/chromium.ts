/**
 * The flags a headless Chromium needs in a container or CI: as root the sandbox must be off, and
 * the network flags stop it from calling home (a closed network refuses that many times a second).
 *
 *   use: { launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS } }
 */
export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

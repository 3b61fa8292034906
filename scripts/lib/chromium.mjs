// Finds a Chromium for the browser suite: CHROMIUM_PATH, Playwright's own download, or
// Debian's /usr/bin/chromium. As root on Debian it installs Debian's package when none is
// found; elsewhere it says how to get one. Test tools never download a browser here.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './pnpm.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightsOwn() {
  try {
    const require = createRequire(join(repoRoot, 'tests', 'package.json'));
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} does not exist; looking elsewhere.`);
  }
  const own = playwrightsOwn();
  if (own) return own;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    // With the CJK and emoji fonts, screenshots show what players see (no empty boxes).
    console.log("No Chromium found: installing Debian's chromium package and fonts (apt-get)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', 'chromium', 'fonts-noto-cjk', 'fonts-noto-color-emoji'], {
            stdio: 'inherit',
            env,
          })
        : update;
    if (install.status === 0 && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  console.error(
    [
      'The browser suite needs Chromium and none was found.',
      '  - Debian/Ubuntu: sudo apt-get install chromium   (then npm test again)',
      '  - or point CHROMIUM_PATH at a Chrome/Chromium binary: CHROMIUM_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  return null;
}

export function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown version';
  }
}

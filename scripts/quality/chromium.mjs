// Debian's Chromium as every browser test, quality gate and bench starts it.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Headless on a machine as root and without a network: no sandbox (root), no GPU,
 * no background connections (refused, many at a time, on a closed network), one
 * process's shared memory (/dev/shm is small in containers). Headless itself is
 * the launcher's option (Playwright's `headless`, Lighthouse's `--headless=new`).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

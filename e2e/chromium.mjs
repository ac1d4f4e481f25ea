// How the journeys (playwright.config.ts) and the browser benchmark (bench/web) start Chromium: Debian's build
// (or CHROMIUM_PATH), headless, without a sandbox, GPU, QUIC or any background traffic of its own.
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// Debian's Chromium, never a downloaded browser build, with the flags this machine needs (no
// sandbox in a container, no GPU, no background downloads): shared by the journeys and the
// Lighthouse bench.
export const debianChromium = {
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

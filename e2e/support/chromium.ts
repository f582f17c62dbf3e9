/** The system's Chromium and its flags (the web bench launches it the same way). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP acme.localhost 127.0.0.1, MAP demo.localhost 127.0.0.1, MAP globex.localhost 127.0.0.1',
  ],
};

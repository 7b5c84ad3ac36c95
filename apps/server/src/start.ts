// The server: read the configuration, build the app, listen, and close it gracefully on a signal.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { listen } from './http/listen.ts';
import { StartupError } from './startup-error.ts';
import { readyForVisitors } from './startup-garbage.ts';

/**
 * How long a graceful close may take before the process ends anyway: requests in flight finish
 * (docs/decisions/005), but a hung one must not keep a rolling deploy waiting for ever.
 */
const CLOSE_GRACE_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  // On SIGTERM or SIGINT (or a fault nothing caught), close() stops accepting, waits for requests
  // in flight, then stops what the lifecycle started; the process exits 0, or 1 after a fault.
  // A second signal ends it at once.
  closeWithGrace({ delay: CLOSE_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'unexpected fault: closing');
    else if (signal) app.log.info(`${signal} received: finishing in-flight requests and closing.`);
    await app.close();
  });

  await readyForVisitors(app);
  await listen(app, { host: config.host, port: config.port });
  const port = app.server.address();
  const shownPort = typeof port === 'object' && port ? port.port : config.port;
  console.log(`\nPortfolio Maker is running at http://localhost:${shownPort}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (error instanceof StartupError) {
    console.error(`Portfolio Maker could not start: ${error.message}`);
  } else {
    console.error('Portfolio Maker could not start:', error);
  }
  process.exit(1);
});

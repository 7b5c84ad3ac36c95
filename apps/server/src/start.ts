// The server: read the configuration, build the app, listen, and close it gracefully on a signal.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { StartupError } from './startup-error.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests and closing.`);
    // close() stops accepting, waits for requests in flight, then runs onClose (the database).
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
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

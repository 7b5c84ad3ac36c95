import { freePort } from '@portfolio/test-support/free-port';
import { waitFor } from '@portfolio/test-support/wait-for';
import { afterAll, describe, expect, it } from 'vitest';
import type { RawFastPathServer } from '../src/http/raw-fast-path.ts';
import { registerUser } from './auth-helpers.ts';
import { caddyInstalled, overTls, type RunningCaddy, startCaddy } from './caddy-fixture.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { publishPortfolio } from './portfolio-helpers.ts';

/**
 * Caddy checks an app server's health over one of a block's pooled connections. A connection that
 * carried a check was handed to Node for good (decision 70), and the sites' block kept reusing it,
 * so over time the sites lost the raw path behind the proxy. Each check now closes its connection.
 */
describe.runIf(caddyInstalled())("behind deploy/Caddyfile, health checks and the sites' connections", () => {
  let t: TestApp | undefined;
  let caddy: RunningCaddy | undefined;
  afterAll(async () => {
    await caddy?.stop();
    await t?.close();
  });

  it('leaves every connection the proxy keeps open to the app on the raw path while checks come every 100 ms', async () => {
    t = await createTestApp('sqlite', { SITES_DOMAIN: 'sites.test', APP_DOMAIN: 'app.test' });
    await publishPortfolio(t.app, await registerUser(t.app));
    const appPort = await freePort();
    await t.app.listen({ port: appPort, host: '127.0.0.1' });
    caddy = await startCaddy({ appPort, appDomain: 'app.test', healthInterval: '100ms' });
    const { httpsPort, rootCa } = caddy;
    const server = t.app.server as RawFastPathServer;
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    const views = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const site = await overTls(httpsPort, 'asha-rao.sites.test', rootCa);
        expect(site.status).toBe(200);
        expect(site.body).toContain('Asha Rao');
      }
    };

    await views(5);
    // Ten checks of each block go by, over the pooled connections the views left.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await views(5);
    // Right after a view, between two checks, every connection the proxy keeps is the raw path's
    // (a check may just have taken the view's connection and closed it: the next view makes one).
    await waitFor(
      async () => {
        await views(1);
        return server.rawConnectionCount > 0 && (await connections()) === server.rawConnectionCount;
      },
      "the proxy's connections all on the raw path",
      { ms: 10_000, everyMs: 20 },
    );
  }, 60_000);
});

import type { FastifyBaseLogger } from 'fastify';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { Storage } from '../storage/storage.ts';
import { isCompressedKey, siteKey } from './site-files.ts';
import { assetOf, siteTag } from './site-policy.ts';

/**
 * What a CDN must drop after a site changed (the webhook's JSON body, docs/operations.md): the
 * site's tag, which every response of the site carries as Cache-Tag and Surrogate-Key, for CDNs
 * that purge by tag; and the absolute URLs of its pages that may be kept, for those that purge by URL.
 */
export type SitePurge = { site: string; tag: string; urls: string[] };

/** Tells the CDN; the default tells nobody (no CDN in front of the sites). */
export type CdnPurger = (purge: SitePurge) => Promise<void>;

export const noCdn: CdnPurger = async () => undefined;

const PURGE_TIMEOUT_MS = 5000;

/** POSTs each purge as JSON to `url`, with `Authorization: Bearer <secret>` when one is set. */
export function webhookPurger({ url, secret }: { url: string; secret: string | undefined }): CdnPurger {
  return async (purge) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret && { authorization: `Bearer ${secret}` }),
      },
      body: JSON.stringify(purge),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The CDN purge webhook answered ${response.status}.`);
  };
}

type Deps = {
  changes: ChangeBus;
  storage: Storage;
  purger: CdnPurger;
  /** Every address the site answers at, each ending in '/'. */
  addressesOf: (hostingName: string) => Promise<string[]>;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** The paths of a site's files a CDN may keep (pages, sitemap, robots.txt, résumé), home first. */
async function purgeablePaths(storage: Storage, site: string): Promise<string[]> {
  const prefix = siteKey(site, '');
  const paths = new Set(['']);
  for (const key of await storage.list(prefix)) {
    const file = key.slice(prefix.length);
    const asset = assetOf(file);
    if (isCompressedKey(file) || !asset || asset.cacheControl.includes('immutable')) continue;
    paths.add(file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file);
  }
  return [...paths];
}

/**
 * After a change this server made to a site ('asha-rao', or one file: 'asha-rao/resume.pdf'), the
 * CDN is told to drop it; the servers that hear of it from elsewhere do not tell it again. Off the
 * request path: a CDN that is slow or down delays nobody, and is logged (its pages then expire by
 * their CDN-Cache-Control).
 */
export function purgeCdnOnChange({ changes, storage, purger, addressesOf, log }: Deps): void {
  if (purger === noCdn) return;
  async function purge(change: string): Promise<void> {
    const [site, file] = change.split(/\/(.*)/s) as [string, string | undefined];
    const [addresses, paths] = await Promise.all([
      addressesOf(site),
      file === undefined ? purgeablePaths(storage, site) : [file],
    ]);
    const urls = addresses.flatMap((address) => paths.map((path) => `${address}${path}`));
    await purger({ site, tag: siteTag(site), urls });
  }
  changes.on('site', (change, fromElsewhere) => {
    if (fromElsewhere) return;
    purge(change).catch((error) =>
      log.warn({ err: error, site: change }, 'the CDN could not be told to purge'),
    );
  });
}

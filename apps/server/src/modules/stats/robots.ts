/**
 * Programs rather than people: crawlers, link previews, monitors, command-line and library
 * clients, headless browsers and audit tools. A request without a user agent is one too.
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|curl\/|wget\/|python-|go-http-client|node-fetch|undici|axios\/|okhttp|java\/|libwww|httpclient|^wrk|apachebench|monitor|uptime|pingdom|scanner/i;

export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || ROBOT.test(userAgent);
}

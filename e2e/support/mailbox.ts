import { waitFor } from '@portfolio/test-support/wait-for';
import { baseURL } from './browser.ts';

export type Mail = { to: string; subject: string; text: string; replyTo?: string; createdAt: string };

/**
 * The newest mail to this address that `matches`, read from /dev/mailbox.json as its reader would;
 * waits up to 10 s for it to arrive.
 */
export async function mailTo(to: string, matches: (mail: Mail) => boolean, server = baseURL): Promise<Mail> {
  let found: Mail | undefined;
  await waitFor(
    async () => {
      const mails = (await (await fetch(`${server}/dev/mailbox.json`)).json()) as Mail[];
      found = mails.find((mail) => mail.to === to.toLowerCase() && matches(mail));
      return found !== undefined;
    },
    `a mail to ${to}`,
    { ms: 10_000 },
  );
  return found as Mail;
}

const codeIn = (mail: Mail) => mail.text.match(/is: (\d{6})/)?.[1];

/** The code in the newest mail to this address sent since `after`, as a newcomer would read it. */
export async function latestCode(to: string, after = 0, server = baseURL): Promise<string> {
  const mail = await mailTo(
    to,
    (mail) => new Date(mail.createdAt).getTime() >= after && codeIn(mail) !== undefined,
    server,
  );
  return codeIn(mail) as string;
}

export type Person = ReturnType<typeof newPerson>;

let counter = 0;
/** A fresh address and user name per journey, so journeys never share accounts. */
export function newPerson(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { userName: id, fullName: `Test ${id}`, email: `${id}@e2e.test`, password: 'a long password' };
}

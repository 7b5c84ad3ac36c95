import { expect } from 'vitest';
import { baseURL } from './browser.ts';

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** The code in the newest mail to this address, read from /dev/mailbox.json as a newcomer would. */
export async function latestCode(to: string, after = 0, server = baseURL): Promise<string> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const mails = (await (await fetch(`${server}/dev/mailbox.json`)).json()) as Mail[];
    const mail = mails.find((m) => m.to === to.toLowerCase() && new Date(m.createdAt).getTime() >= after);
    const code = mail?.text.match(/is: (\d{6})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect.fail(`no code mailed to ${to}`);
}

export type Person = ReturnType<typeof newPerson>;

let counter = 0;
/** A fresh address and user name per journey, so journeys never share accounts. */
export function newPerson(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { userName: id, fullName: `Test ${id}`, email: `${id}@e2e.test`, password: 'a long password' };
}

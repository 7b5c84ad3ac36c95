// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { ContactForm } from './contact-form.tsx';

type Sent = { url: string; method: string | undefined; body: unknown };

/** The network boundary: every request is recorded and answered in turn. */
function stubServer(...answers: Array<() => Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), method: init.method, body: JSON.parse(String(init.body)) });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  return sent;
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The app's providers: the toaster mounts with the first toast (lib/toast.ts), as on the page.
const page = () => (
  <AppProvider>
    <ContactForm />
  </AppProvider>
);

function renderContactForm() {
  render(page());
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

async function fill(values: { name: string; email: string; message: string }) {
  await userEvent.type(field('Your Name'), values.name);
  await userEvent.type(field('Your Email'), values.email);
  await userEvent.type(field('Your Message'), values.message);
}

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('says every field is required, then that the e-mail is malformed, with the focus there, and sends nothing', async () => {
    const sent = stubServer();
    renderContactForm();

    await send();
    await screen.findByText('All fields are required');
    expect(document.activeElement).toBe(field('Your Name'));
    expect(field('Your Name').getAttribute('aria-invalid')).toBe('true');

    await fill({ name: 'Asha', email: 'asha.example.com', message: 'Hello' });
    await send();
    await screen.findByText('Please enter a valid email address.');
    expect(document.activeElement).toBe(field('Your Email'));
    expect(sent).toEqual([]);
  });

  it("sends the checked message, says the server's words and clears the form", async () => {
    const sent = stubServer(json(200, { success: true, message: 'Message sent successfully!' }));
    renderContactForm();

    await fill({ name: ' Asha Rao ', email: 'asha@example.com', message: 'Can I use my own domain?' });
    await send();

    await screen.findByText('Message sent successfully!');
    expect(sent).toEqual([
      {
        url: '/api/v1/notification/contactmessage',
        method: 'POST',
        body: { name: 'Asha Rao', email: 'asha@example.com', message: 'Can I use my own domain?' },
      },
    ]);
    expect(field('Your Name').value).toBe('');
    expect(field('Your Message').value).toBe('');
  });

  it('keeps the text and says why when the server refuses or cannot be reached', async () => {
    stubServer(
      json(200, { success: false }),
      json(503, { success: false, message: 'We are down for maintenance.' }),
    );
    renderContactForm();
    await fill({ name: 'Asha', email: 'asha@example.com', message: 'Hello' });

    await send();
    await screen.findByText('Failed to send message.');
    await send();
    await screen.findByText('We are down for maintenance.');
    await send();
    await screen.findByText('Something went wrong. Try again!');
    expect(field('Your Message').value).toBe('Hello');
  });

  it('takes over what was typed on the prerendered page before it was hydrated', async () => {
    const sent = stubServer(json(200, { success: true }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'Asha';

    render(page(), { container, hydrate: true });
    await userEvent.type(field('Your Email'), 'asha@example.com');
    await userEvent.type(field('Your Message'), 'Hello');
    await send();

    await screen.findByText('Message sent successfully!');
    expect(sent[0]?.body).toEqual({ name: 'Asha', email: 'asha@example.com', message: 'Hello' });
  });
});

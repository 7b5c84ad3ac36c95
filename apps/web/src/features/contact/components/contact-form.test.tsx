// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { envelope, stubApi } from '../../../testing/api.ts';
import { ContactForm } from './contact-form.tsx';

/** The server's answers, one per request in turn; a request past the last one does not get through. */
function stubServer(...answers: Response[]) {
  return stubApi(() => {
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer;
  });
}

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
    const sent = stubServer(envelope(200, { message: 'Message sent successfully!' }));
    renderContactForm();

    await fill({ name: ' Asha Rao ', email: 'asha@example.com', message: 'Can I use my own domain?' });
    await send();

    await screen.findByText('Message sent successfully!');
    expect(sent).toMatchObject([
      {
        path: apiPaths.contactMessage,
        method: 'POST',
        body: { name: 'Asha Rao', email: 'asha@example.com', message: 'Can I use my own domain?' },
      },
    ]);
    expect(field('Your Name').value).toBe('');
    expect(field('Your Message').value).toBe('');
  });

  it('keeps the text and says why when the server refuses or cannot be reached', async () => {
    stubServer(envelope(200, { success: false }), envelope(503, { message: 'We are down for maintenance.' }));
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

  it("says 'Failed to send message.' when a 4xx or 5xx refusal carries no message (docs/decisions/034)", async () => {
    stubServer(envelope(502));
    renderContactForm();
    await fill({ name: 'Asha', email: 'asha@example.com', message: 'Hello' });

    await send();
    await screen.findByText('Failed to send message.');
    expect(screen.queryByText('Something went wrong. Try again!')).toBeNull();
    expect(field('Your Message').value).toBe('Hello');
  });

  it("says 'Something went wrong. Try again!' when a 502 is a page, not the API's JSON (docs/decisions/034)", async () => {
    stubServer(
      new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    renderContactForm();
    await fill({ name: 'Asha', email: 'asha@example.com', message: 'Hello' });

    await send();
    await screen.findByText('Something went wrong. Try again!');
    expect(screen.queryByText('Failed to send message.')).toBeNull();
    expect(field('Your Message').value).toBe('Hello');
  });

  it('takes over what was typed on the prerendered page before it was hydrated', async () => {
    const sent = stubServer(envelope(200));
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

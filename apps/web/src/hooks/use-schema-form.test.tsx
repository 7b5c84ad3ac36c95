// @vitest-environment happy-dom
import { registerFormSchema } from '@portfolio/shared/auth';
import { notificationEmailSchema } from '@portfolio/shared/notifications';
import { EMPTY_ITEMS, type PortfolioContent, portfolioContentSchema } from '@portfolio/shared/portfolio';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../components/ui/form-field.tsx';
import { useSchemaForm } from './use-schema-form.ts';

const emptyDetails = { userName: '', fullName: '', email: '', password: '' };

/** The register form's fields, as a user sees them, run by the hook. */
function DetailsForm({
  onValid,
  serverRefusal,
}: {
  onValid: (data: unknown) => void;
  serverRefusal?: string;
}) {
  const form = useSchemaForm(registerFormSchema, emptyDetails);
  const submit = form.handleSubmit((details) => {
    onValid(details);
    if (serverRefusal) form.showErrors({ email: serverRefusal });
  });
  return (
    <form noValidate onSubmit={submit}>
      <TextField {...form.field('userName')} label="Username" />
      <TextField {...form.field('fullName')} label="Full Name" />
      <TextField {...form.field('email')} label="Email" />
      <TextField {...form.field('password')} label="Password" type="password" />
      <button type="submit">Register</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label);
const register = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

/** Types into the fields given, in the order shown. */
async function fillDetails(details: Partial<typeof emptyDetails>) {
  const labels = { userName: 'Username', fullName: 'Full Name', email: 'Email', password: 'Password' };
  for (const [name, label] of Object.entries(labels)) {
    const typed = details[name as keyof typeof labels];
    if (typed) await userEvent.type(field(label), typed);
  }
}

const validDetails = {
  userName: 'asha',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  password: 'correct horse',
};

describe('useSchemaForm', () => {
  it("shows the schema's first message under each invalid field and focuses the first of them", async () => {
    const onValid = vi.fn();
    render(<DetailsForm onValid={onValid} />);

    await fillDetails({ fullName: 'Asha Rao' });
    await register();

    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(field('Full Name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Username'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in the order shown, wherever it is', async () => {
    render(<DetailsForm onValid={vi.fn()} />);

    await fillDetails({ ...validDetails, email: 'asha.example.com', password: '' });
    await register();

    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
  });

  it('takes a message away as soon as its field is typed in, and only that one', async () => {
    render(<DetailsForm onValid={vi.fn()} />);
    await register();

    await userEvent.type(field('Username'), 'a');

    expect(screen.queryByText('Username is required')).toBeNull();
    expect(field('Username').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it("passes the schema's parsed values to a valid submit", async () => {
    const onValid = vi.fn();
    render(<DetailsForm onValid={onValid} />);

    await fillDetails({ ...validDetails, fullName: '  Asha Rao ', email: 'Asha@Example.com' });
    await register();

    expect(onValid).toHaveBeenCalledWith(validDetails);
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it("shows a server's refusal the same way, at its field, with the focus", async () => {
    render(<DetailsForm onValid={vi.fn()} serverRefusal="This e-mail is already registered." />);

    await fillDetails(validDetails);
    await register();

    expect(screen.getByText('This e-mail is already registered.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
  });
});

type Projects = Pick<PortfolioContent, 'title' | 'name' | 'email' | 'projects'>;
const project = EMPTY_ITEMS.projects;

/** A list section: each item's fields named by their path ('projects.1.link'). */
function ProjectsForm({ onValid }: { onValid: (data: unknown) => void }) {
  const form = useSchemaForm(
    portfolioContentSchema.pick({ title: true, name: true, email: true, projects: true }),
    {
      title: 'Designer',
      name: 'Asha',
      email: 'asha@example.com',
      projects: [project, project],
    } satisfies Projects,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField {...form.field('title')} label="Title" />
      {form.values.projects.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items are numbered by their place.
        <fieldset key={index}>
          <legend>Project {index + 1}</legend>
          <TextField {...form.field(`projects.${index}.title`)} label={`Project ${index + 1} title`} />
          <TextField {...form.field(`projects.${index}.link`)} label={`Project ${index + 1} link`} />
        </fieldset>
      ))}
      <button type="button" onClick={() => form.setValue('projects', form.values.projects.slice(0, 1))}>
        Remove project 2
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useSchemaForm with a list', () => {
  it("gives a list item's fields the same messages and focus", async () => {
    const onValid = vi.fn();
    render(<ProjectsForm onValid={onValid} />);

    await userEvent.type(field('Project 1 title'), 'Atlas');
    await userEvent.type(field('Project 2 link'), 'atlas.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(field('Project 2 link').getAttribute('name')).toBe('projects.1.link');
    expect(screen.getByText('Enter a full link starting with http:// or https://')).toBeTruthy();
    expect(document.activeElement).toBe(field('Project 2 link'));
    expect(onValid).not.toHaveBeenCalled();

    // Removing an item renumbers the rest: the removed item's message goes with it.
    await userEvent.click(screen.getByRole('button', { name: 'Remove project 2' }));
    expect(screen.queryByText('Enter a full link starting with http:// or https://')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Designer', projects: [{ ...project, title: 'Atlas' }] }),
    );
  });
});

/** A form whose messages are toasts: its schema loaded on first use. */
function NotifyBox({
  onValid,
  onInvalid,
}: {
  onValid: (data: unknown) => void;
  onInvalid: (m: string) => void;
}) {
  const form = useSchemaForm(
    async () => notificationEmailSchema,
    { email: '' },
    { messagesUnderFields: false },
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <TextField {...form.field('email')} label="Email" />
      <button type="submit">Notify Me</button>
    </form>
  );
}

describe('useSchemaForm for a form whose messages are toasts', () => {
  it('marks the field and hands the first message over instead of showing it under the field', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<NotifyBox onValid={onValid} onInvalid={onInvalid} />);

    await userEvent.click(screen.getByRole('button', { name: 'Notify Me' }));

    await vi.waitFor(() => expect(onInvalid).toHaveBeenCalledWith('Email is required'));
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email'));

    await userEvent.type(field('Email'), 'Asha@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify Me' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'asha@example.com' }));
  });
});

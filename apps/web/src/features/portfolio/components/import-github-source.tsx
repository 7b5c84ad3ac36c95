import { githubImportQuerySchema } from '@portfolio/shared/imports';
import { useId, useState } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';
import { importGithub } from '../api/import-content.ts';
import { readingOf } from '../hooks/use-import.ts';
import { SourceActions, SourceError, type SourceProps } from './import-source-actions.tsx';

/** A username as typed or pasted: '@asha' and a profile's address are taken too. */
const usernameOf = (typed: string) =>
  typed
    .trim()
    .replace(/^@/, '')
    .replace(/^(?:https?:\/\/)?(?:www\.)?github\.com\//i, '')
    .replace(/\/$/, '');

/** A GitHub username: its public profile and repositories, read by the server. */
export function GithubSource({ state, onCancel }: SourceProps) {
  const [typed, setTyped] = useState('');
  const errorId = useId();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.read(async (signal) => {
          const query = githubImportQuerySchema.safeParse({ username: usernameOf(typed) });
          if (!query.success) return query.error.issues[0]?.message ?? 'Type a GitHub username';
          return readingOf(await importGithub(query.data.username, signal));
        });
      }}
    >
      <p className="mt-4 text-sm leading-6 text-slate-600">
        Your name, bio and location, up to 12 of your public repositories as projects (pinned or most starred)
        and their languages as skills. Only what is public is read.
      </p>
      <TextField
        className="mt-4"
        label="GitHub username"
        name="githubUsername"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? errorId : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SourceError id={errorId} error={state.error} />
      <SourceActions busy={state.busy} onCancel={onCancel} />
    </form>
  );
}

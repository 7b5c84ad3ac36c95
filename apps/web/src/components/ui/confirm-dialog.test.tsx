// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Props = Partial<ComponentProps<typeof ConfirmDialog>>;

/** A page with a button that asks before deleting, as the app's screens do. */
function Page(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete message
      </button>
      <ConfirmDialog
        open={open}
        title="Delete the message from Asha?"
        description="It is deleted for good; we keep no copy."
        cancelLabel="Keep it"
        confirmLabel="Delete message"
        busyLabel="Deleting…"
        onConfirm={() => undefined}
        {...props}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog(props: Props = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Delete message' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete the message from Asha?' });
  return { user, dialog: within(dialog) };
}

describe('ConfirmDialog', () => {
  it('asks the question, says what happens, and confirms once on the confirm button', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm });

    expect(dialog.getByText('It is deleted for good; we keep no copy.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete message' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel, and puts the focus back on the button that opened it', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ onClose, onConfirm });

    await user.click(dialog.getByRole('button', { name: 'Keep it' }));

    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete message' }));
  });

  it('while the action runs: says so, keeps both buttons focusable, and ignores them', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ busy: true, onClose, onConfirm });

    const busy = dialog.getByRole('button', { name: 'Deleting…' });
    const cancel = dialog.getByRole('button', { name: 'Keep it' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    await user.click(busy);
    await user.click(cancel);

    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(cancel);
  });

  it("shows why the last attempt failed, in the server's words", async () => {
    const { dialog } = await openDialog({ error: 'The message was already deleted.' });
    expect(dialog.getByRole('alert').textContent).toBe('The message was already deleted.');
  });

  it('as a form: refuses while the answer is incomplete, saying why, and Enter confirms once it is', async () => {
    const onConfirm = vi.fn();
    function Typed() {
      const [typed, setTyped] = useState('');
      return (
        <Page
          form
          onConfirm={onConfirm}
          blockedHint={typed === 'asha' ? undefined : 'Delete is enabled once the name is typed exactly.'}
        >
          <input aria-label="Type asha to confirm" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Page>
      );
    }
    const user = userEvent.setup();
    render(<Typed />);
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    const dialog = within(screen.getByRole('dialog'));
    const confirm = dialog.getByRole('button', { name: 'Delete message' });

    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    const hintId = confirm.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe(
      'Delete is enabled once the name is typed exactly.',
    );

    await user.type(dialog.getByRole('textbox', { name: 'Type asha to confirm' }), 'asha{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm.getAttribute('aria-describedby')).toBeNull();
  });
});

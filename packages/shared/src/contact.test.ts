import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact.ts';
import { firstIssueMessage } from './validation.ts';

const valid = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };

function messageFor(input: unknown): string | undefined {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : firstIssueMessage(result.error);
}

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(
      contactMessageSchema.parse({ name: ' Asha ', email: 'asha@example.com ', message: 'Hi\n' }),
    ).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Hi',
    });
  });

  it.each([
    [{}, 'All fields are required'],
    [{ ...valid, name: '' }, 'All fields are required'],
    [{ ...valid, email: ' ' }, 'All fields are required'],
    [{ ...valid, message: undefined }, 'All fields are required'],
    [{ ...valid, email: 'asha' }, 'Please enter a valid email address.'],
    [{ ...valid, email: 'asha@example' }, 'Please enter a valid email address.'],
    [{ ...valid, email: 'a sha@example.com' }, 'Please enter a valid email address.'],
    [{ ...valid, name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    [{ ...valid, name: ['Asha'] }, 'Name must be text.'],
  ])('gives %j the message "%s"', (input, message) => {
    expect(messageFor(input)).toBe(message);
  });
});

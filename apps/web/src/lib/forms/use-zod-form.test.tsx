import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-client';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

const Schema = z.object({
  name: z.string().min(1, 'Name is required').max(5, 'Name is too long'),
  email: z.string().min(1, 'Email is required').email('Email is invalid'),
});

function TestForm({
  send,
  check,
  onInvalid,
}: {
  send(input: z.output<typeof Schema>): Promise<unknown> | undefined;
  check?(values: { name: string; email: string; confirm: string }): Partial<Record<string, string>>;
  onInvalid?(errors: object): void;
}) {
  const form = useZodForm({
    initial: { name: '', email: '', confirm: '' },
    schema: Schema,
    toInput: ({ name, email }) => ({ name, email }),
    check,
    onInvalid,
    failure: (error) => (error instanceof ApiError ? 'Could not save' : 'Network error'),
  });
  const field = (name: 'name' | 'email' | 'confirm') => (
    <div>
      <input
        aria-label={name}
        aria-invalid={form.errors[name] ? true : undefined}
        value={form.values[name]}
        onChange={(event) => form.setValue(name, event.target.value)}
      />
      {form.errors[name] ? <span>{form.errors[name]}</span> : null}
    </div>
  );
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(send)}>
      {field('name')}
      {field('email')}
      {field('confirm')}
      {form.general ? <p role="alert">{form.general}</p> : null}
      <button type="submit">{form.pending ? 'Saving' : 'Save'}</button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button'));

describe('useZodForm', () => {
  it('shows the first message per field from the schema and focuses the first invalid control', () => {
    const send = vi.fn(async () => undefined);
    render(<TestForm send={send} />);
    type('email', 'not an email');
    submit();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
    expect(send).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as that field is edited, and only that one', () => {
    render(<TestForm send={async () => undefined} />);
    submit();
    type('name', 'Ann');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('adds the checks the schema cannot make', () => {
    const send = vi.fn(async () => undefined);
    render(
      <TestForm
        send={send}
        check={(values) => (values.confirm === values.email ? {} : { confirm: 'Emails differ' })}
      />,
    );
    type('name', 'Ann');
    type('email', 'ann@example.com');
    type('confirm', 'bob@example.com');
    submit();
    expect(screen.getByText('Emails differ')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('confirm'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the parsed input while pending, and ignores a second submit meanwhile', async () => {
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TestForm send={send} />);
    type('name', 'Ann');
    type('email', 'ann@example.com');
    type('confirm', 'ignored');
    submit();
    expect(screen.getByRole('button').textContent).toBe('Saving');
    submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Ann', email: 'ann@example.com' });
    finish();
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Save'));
  });

  it('maps the server 422 items to their fields and focuses the first', async () => {
    render(
      <TestForm
        send={async () => {
          throw new ApiError(422, undefined, { email: 'Email already used', other: 'ignored' });
        }}
      />,
    );
    type('name', 'Ann');
    type('email', 'ann@example.com');
    submit();
    await screen.findByText('Email already used');
    // Focus moves in an effect after the errors render (field-errors.ts), which may run a tick later.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('email')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's detail as the general error, else the form's fallback", async () => {
    const failures: unknown[] = [
      new ApiError(409, 'Already taken'),
      new ApiError(500, undefined),
      new TypeError(),
    ];
    render(
      <TestForm
        send={async () => {
          throw failures.shift();
        }}
      />,
    );
    type('name', 'Ann');
    type('email', 'ann@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Already taken');
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Save'));
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not save'));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Save'));
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Network error'));
  });

  it('runs a send that returns no promise at once, never pending', () => {
    const send = vi.fn(() => undefined);
    render(<TestForm send={send} />);
    type('name', 'Ann');
    type('email', 'ann@example.com');
    submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('Save');
    submit();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("tells onInvalid the errors shown, its own and the server's", async () => {
    const onInvalid = vi.fn();
    render(
      <TestForm
        onInvalid={onInvalid}
        send={async () => {
          throw new ApiError(422, undefined, { name: 'Name taken' });
        }}
      />,
    );
    submit();
    expect(onInvalid).toHaveBeenLastCalledWith({ name: 'Name is required', email: 'Email is required' });
    type('name', 'Ann');
    type('email', 'ann@example.com');
    submit();
    await screen.findByText('Name taken');
    expect(onInvalid).toHaveBeenLastCalledWith({ name: 'Name taken' });
    expect(onInvalid).toHaveBeenCalledTimes(2);
  });
});

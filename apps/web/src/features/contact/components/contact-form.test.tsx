import { CONTACT_RECEIVED_MESSAGE } from '@hirehand/shared/contact/contact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

function fillValid() {
  fireEvent.change(field('Full name'), { target: { value: 'Ada Tremblay' } });
  fireEvent.change(field('Email'), { target: { value: 'ada@example.ca' } });
  fireEvent.change(field('Subject'), { target: { value: 'Payout question' } });
  fireEvent.change(field('Message'), { target: { value: 'When is my payout sent?' } });
}

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ContactForm', () => {
  it('is named by its heading', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
  });

  it('shows the shared schema messages without calling the server, and clears one when its field is edited', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    submit();
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Full name')));
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(field('Full name'), { target: { value: 'Ada' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('sends the trimmed message, shows "Sending…" while pending, then the server text, and resets', async () => {
    let answer!: (response: Response) => void;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fillValid();
    fireEvent.change(field('Full name'), { target: { value: '  Ada Tremblay ' } });
    submit();

    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(field('Full name').value).toBe('  Ada Tremblay ');
    const body = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({
      name: 'Ada Tremblay',
      email: 'ada@example.ca',
      type: 'general',
      subject: 'Payout question',
      message: 'When is my payout sent?',
    });

    await act(async () => answer(jsonResponse(201, { id: 'c1', message: CONTACT_RECEIVED_MESSAGE })));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', CONTACT_RECEIVED_MESSAGE);
    expect(field('Full name').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it('puts 422 messages under their fields and keeps the text', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(422, {
        detail: [{ loc: ['body', 'email'], msg: 'Email is invalid', type: 'value_error' }],
      }),
    );
    renderForm();
    fillValid();
    submit();
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Subject').value).toBe('Payout question');
  });

  it('shows the server detail (429) or a fallback in an alert and keeps the text', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(429, { detail: 'Too many requests. Please try again later.' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    fillValid();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again later.'),
    );
    expect(field('Message').value).toBe('When is my payout sent?');

    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("We couldn't send your message. Please try again."),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(field('Full name').value).toBe('Ada Tremblay');
  });
});

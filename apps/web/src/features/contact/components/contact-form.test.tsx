import { CONTACT_RECEIVED_MESSAGE } from '@hirehand/shared/contact/contact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, fakeApi, json, networkError } from '@/testing/fake-api';
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

afterEach(() => cleanup());

describe('ContactForm', () => {
  it('is named by its heading', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
  });

  it('shows the shared schema messages without calling the server, and clears one when its field is edited', async () => {
    const api = fakeApi();
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
    expect(api.calls).toEqual([]);

    fireEvent.change(field('Full name'), { target: { value: 'Ada' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('sends the trimmed message, shows "Sending…" while pending, then the server text, and resets', async () => {
    const answer = deferred();
    const api = fakeApi({ 'POST /api/contact': () => answer.promise });
    renderForm();
    fillValid();
    fireEvent.change(field('Full name'), { target: { value: '  Ada Tremblay ' } });
    submit();

    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(field('Full name').value).toBe('  Ada Tremblay ');
    expect(api.calls[0]?.body).toEqual({
      name: 'Ada Tremblay',
      email: 'ada@example.ca',
      type: 'general',
      subject: 'Payout question',
      message: 'When is my payout sent?',
    });

    await act(async () => answer.resolve(json(201, { id: 'c1', message: CONTACT_RECEIVED_MESSAGE })));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', CONTACT_RECEIVED_MESSAGE);
    expect(field('Full name').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it('puts 422 messages under their fields and keeps the text', async () => {
    fakeApi({
      'POST /api/contact': json(422, {
        detail: [{ loc: ['body', 'email'], msg: 'Email is invalid', type: 'value_error' }],
      }),
    });
    renderForm();
    fillValid();
    submit();
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Subject').value).toBe('Payout question');
  });

  it('shows the server detail (429) or a fallback in an alert and keeps the text', async () => {
    const api = fakeApi()
      .once('POST /api/contact', json(429, { detail: 'Too many requests. Please try again later.' }))
      .once('POST /api/contact', () => networkError());
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
    expect(api.calls).toHaveLength(2);
    expect(field('Full name').value).toBe('Ada Tremblay');
  });
});

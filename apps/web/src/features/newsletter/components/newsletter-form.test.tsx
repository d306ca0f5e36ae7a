import { NEWSLETTER_MESSAGES } from '@hirehand/shared/newsletter/newsletter';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { NewsletterForm } from './newsletter-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Email address') as HTMLInputElement;
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

afterEach(() => cleanup());

describe('NewsletterForm', () => {
  it('rejects an invalid address before calling the server', async () => {
    const api = fakeApi();
    const input = renderForm();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Email is required'));
    type(input, 'not-an-email');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Email is invalid'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it("shows the server's message and clears the box", async () => {
    const api = fakeApi({
      'POST /api/newsletter': json(200, { subscribed: true, message: NEWSLETTER_MESSAGES.subscribed }),
    });
    const input = renderForm();
    type(input, ' Ada@Example.ca ');
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_MESSAGES.subscribed));
    expect(input.value).toBe('');
    expect(api.calls[0]?.body).toEqual({ email: 'ada@example.ca' });
  });

  it('shows the server detail when rate limited, keeping the address', async () => {
    fakeApi({ 'POST /api/newsletter': json(429, { detail: 'Too many requests. Please try again later.' }) });
    const input = renderForm();
    type(input, 'ada@example.ca');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again later.'),
    );
    expect(input.value).toBe('ada@example.ca');
  });
});

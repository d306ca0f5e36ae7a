import { NEWSLETTER_MESSAGES } from '@hirehand/shared/newsletter/newsletter';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NewsletterForm', () => {
  it('rejects an invalid address before calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const input = renderForm();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Email is required'));
    type(input, 'not-an-email');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Email is invalid'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's message and clears the box", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { subscribed: true, message: NEWSLETTER_MESSAGES.subscribed }));
    const input = renderForm();
    type(input, ' Ada@Example.ca ');
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_MESSAGES.subscribed));
    expect(input.value).toBe('');
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({ email: 'ada@example.ca' });
  });

  it('shows the server detail when rate limited, keeping the address', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(429, { detail: 'Too many requests. Please try again later.' }),
    );
    const input = renderForm();
    type(input, 'ada@example.ca');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again later.'),
    );
    expect(input.value).toBe('ada@example.ca');
  });
});

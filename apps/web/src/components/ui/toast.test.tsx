import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, toast } from './toast';

afterEach(cleanup);

describe('toast', () => {
  it('shows each message with its exact text until dismissed', () => {
    render(<Toaster />);
    act(() => {
      toast('Password reset coming soon!');
      toast('Failed to load membership information.', 'error');
    });
    const toasts = screen.getAllByTestId('toast');
    expect(toasts.map((node) => node.textContent)).toEqual([
      'Password reset coming soon!',
      'Failed to load membership information.',
    ]);

    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.getAllByTestId('toast').map((node) => node.textContent)).toEqual([
      'Failed to load membership information.',
    ]);
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nearLimitFrom } from './character-counter';
import { Textarea } from './input';

afterEach(cleanup);

const liveRegion = () => {
  const region = screen.getByTestId('character-counter').querySelector('[aria-live="polite"]');
  expect(region).not.toBeNull();
  return region!;
};

function ControlledNote({ max }: { max: number }) {
  const [value, setValue] = useState('');
  return (
    <Textarea aria-label="Note" maxChars={max} value={value} onChange={(e) => setValue(e.target.value)} />
  );
}

describe('the character counter under a long text field', () => {
  it('counts as the person types, and speaks only near the limit', () => {
    render(<ControlledNote max={2000} />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(screen.getByText('0/2,000 characters')).toBeTruthy();
    expect(liveRegion().textContent).toBe('');

    fireEvent.change(field, { target: { value: 'x'.repeat(1500) } });
    expect(screen.getByText('1,500/2,000 characters')).toBeTruthy();
    expect(liveRegion().textContent).toBe('');

    fireEvent.change(field, { target: { value: 'x'.repeat(1999) } });
    expect(liveRegion().textContent).toBe('1 character left');
    fireEvent.change(field, { target: { value: 'x'.repeat(1983) } });
    expect(liveRegion().textContent).toBe('17 characters left');

    fireEvent.change(field, { target: { value: 'x'.repeat(2023) } });
    expect(liveRegion().textContent).toBe('23 characters over the limit');
    expect(screen.getByTestId('character-counter').className).toContain('text-red-700');
  });

  it('counts an uncontrolled field too, and hides the visual count from screen readers', () => {
    render(<Textarea aria-label="Bio" maxChars={100} defaultValue="Hello" />);
    expect(screen.getByText('5/100 characters').getAttribute('aria-hidden')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Bio' }), { target: { value: 'x'.repeat(90) } });
    expect(screen.getByText('90/100 characters')).toBeTruthy();
    expect(liveRegion().textContent).toBe('10 characters left');
  });

  it('has no counter without a limit', () => {
    render(<Textarea aria-label="Plain" />);
    expect(screen.queryByTestId('character-counter')).toBeNull();
  });

  it('starts speaking a tenth of the limit before it, at least 20 characters', () => {
    expect(nearLimitFrom(2000)).toBe(200);
    expect(nearLimitFrom(100)).toBe(20);
  });
});

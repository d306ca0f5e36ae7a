import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

afterEach(cleanup);

describe('UserAvatar', () => {
  it('shows an uploaded picture, and the initial for a picture linked from another site', () => {
    const served =
      '/api/profile/avatars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jpg';
    const { container, rerender } = render(<UserAvatar name="Maya" picture={served} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(served);
    rerender(<UserAvatar name="Maya" picture="https://lh3.googleusercontent.com/a/maya.jpg" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('M')).toBeTruthy();
  });
});

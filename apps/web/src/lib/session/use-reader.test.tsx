import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { formatDate, formatTime } from '../format';
import { saveSession, updateStoredUser } from './session';
import { useReader } from './use-reader';

resetAfterEach();

const MOMENT = '2026-03-05T03:30:00Z';

function When() {
  const reader = useReader();
  return (
    <p>
      {formatDate(MOMENT, reader)} {formatTime(MOMENT, reader)}
    </p>
  );
}

describe('useReader', () => {
  it("formats dates in the signed-in account's zone and follows a change of zone", () => {
    saveSession('token', sampleUser({ time_zone: 'America/Toronto' }));
    render(<When />);
    expect(screen.getByText('Mar 4, 2026 10:30 p.m.')).toBeTruthy();
    act(() => updateStoredUser(sampleUser({ time_zone: 'Asia/Tokyo' })));
    expect(screen.getByText('Mar 5, 2026 12:30 p.m.')).toBeTruthy();
  });

  it("uses the browser's zone when no one is signed in", () => {
    render(<When />);
    const expected = `${new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(new Date(MOMENT))} ${new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit' }).format(new Date(MOMENT))}`;
    expect(screen.getByText(expected)).toBeTruthy();
  });
});

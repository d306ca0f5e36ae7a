import { afterEach, describe, expect, it, vi } from 'vitest';
import { playMessageSound, showDesktopNotification } from './message-alert';

afterEach(() => vi.unstubAllGlobals());

/** The browser's Notification constructor, recording what it was asked to show. */
function stubNotifications(permission: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  vi.stubGlobal(
    'Notification',
    class {
      static permission = permission;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, options });
      }
    },
  );
  return shown;
}

describe('showDesktopNotification', () => {
  const content = 'Hi Priya, can you start Monday? The panel is in the basement, by the stairs.';

  it('shows the sender and the first 50 characters once permission is granted', () => {
    const shown = stubNotifications('granted');
    showDesktopNotification('Olivia Tremblay', content, 'm-1');
    expect(shown).toEqual([
      { title: 'Olivia Tremblay', options: { body: content.slice(0, 50), tag: 'm-1' } },
    ]);
    expect(shown[0]!.options!.body).toHaveLength(50);
  });

  it('shows nothing (and never asks) without permission', () => {
    for (const permission of ['default', 'denied'] as const) {
      const shown = stubNotifications(permission);
      showDesktopNotification('Olivia Tremblay', content, 'm-1');
      expect(shown).toEqual([]);
    }
  });
});

describe('playMessageSound', () => {
  it('plays a short tone at volume 0.3', () => {
    const gains: number[] = [];
    const started: number[] = [];
    const param = (record?: number[]) => ({
      setValueAtTime: (value: number) => record?.push(value),
      exponentialRampToValueAtTime: () => undefined,
    });
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        currentTime = 0;
        destination = {};
        createGain = () => ({ gain: param(gains), connect: () => undefined });
        createOscillator = () => ({
          type: 'sine',
          frequency: param(),
          connect: () => undefined,
          start: (at: number) => started.push(at),
          stop: () => undefined,
        });
      },
    );
    playMessageSound();
    expect(gains).toEqual([0.3]);
    expect(started).toHaveLength(1);
  });
});

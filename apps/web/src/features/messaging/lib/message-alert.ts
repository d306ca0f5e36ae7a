/** A desktop notification shows the first 50 characters; the sound plays at volume 0.3. */
export const NOTIFICATION_PREVIEW_CHARS = 50;
export const ALERT_VOLUME = 0.3;

/** The notification's body: the first 50 characters of the content. */
export const notificationPreview = (content: string) => content.slice(0, NOTIFICATION_PREVIEW_CHARS);

/** A desktop notification, only when the person has already granted permission (never asks). */
export function showDesktopNotification(title: string, content: string, tag: string) {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    new Notification(title, { body: notificationPreview(content), tag });
  } catch {
    // Some browsers only allow notifications from a service worker; the sound and badge still tell.
  }
}

let audio: AudioContext | null = null;

/**
 * A short two-tone beep made with WebAudio at volume 0.3 (no file to fetch). Browsers block audio
 * until the person has interacted with the page; then nothing plays and nothing fails.
 */
export function playMessageSound() {
  try {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    const gain = audio.createGain();
    gain.gain.setValueAtTime(ALERT_VOLUME, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.25);
    gain.connect(audio.destination);
    const oscillator = audio.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1320, start + 0.09);
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + 0.25);
  } catch {
    // Audio unavailable or blocked: the message still arrives.
  }
}

export type AlertPermission = NotificationPermission | 'unsupported';

/** Whether this browser may show desktop notifications for the site. */
export const alertPermission = (): AlertPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** Asks the browser for permission (from a click: browsers ignore requests without one). */
export async function requestAlertPermission(): Promise<AlertPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/**
 * Where the development mailbox lives (outside /api: it is a page for people, not part of the
 * API). Shared because the verification answers point to it in development.
 */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

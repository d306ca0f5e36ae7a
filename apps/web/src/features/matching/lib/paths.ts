/** Where the matching screens send a worker to sharpen their matches. */
export const WORK_PREFERENCES_PATH = '/settings#work-preferences';

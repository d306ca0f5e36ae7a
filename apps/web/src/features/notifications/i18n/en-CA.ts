/** Texts of the notifications feature (en-CA): the header bell and its list. */
export const notifications = {
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  unread: 'Unread',
  empty: "You're all caught up",
  emptyHint: 'Updates about your postings and applications will show up here.',
  loading: 'Loading notifications…',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
} as const;

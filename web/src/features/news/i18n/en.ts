/** English texts of the news feature (namespace 'news'); every other language mirrors these keys. */
export const messages = {
  news: {
    title: 'News',
    empty: 'You have no messages yet.',
    unreadCount: 'Unread messages: {{count}}',
    unread: 'Unread',
    read: 'Read',
    types: { withdraw: 'Withdrawal', share: 'Invitation' },
  },
} as const;

/** English texts of the access feature (namespace 'access'); every other language mirrors these keys. */
export const messages = {
  restriction: {
    title: 'Service unavailable',
    message: 'We are sorry: our services are not provided at your location.',
    ok: 'OK',
  },
} as const;

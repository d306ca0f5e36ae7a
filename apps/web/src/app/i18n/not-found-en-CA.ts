/** The not-found page's texts: loaded with the page, which no first load shows. */
export const notFound = {
  title: 'Page not found',
  heading: "We couldn't find that page",
  body: 'The link may be broken, or the page may have moved.',
  home: 'Go to Homepage',
  contact: 'Contact support',
} as const;

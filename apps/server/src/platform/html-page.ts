/** Escapes text for HTML content and quoted attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The shell of a page the server renders itself (development mailbox, Google stand-in):
 * never indexed. `head` is markup placed after the title (one element a line, each ending
 * in a newline); `body` and `bodyAttributes` are markup too, so callers escape their text.
 */
export function htmlPage(props: { title: string; head?: string; bodyAttributes?: string; body: string }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(props.title)}</title>
${props.head ?? ''}</head>
<body${props.bodyAttributes ?? ''}>
${props.body}
</body>
</html>
`;
}

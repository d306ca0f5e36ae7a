/**
 * The CSP source that lets the map load images from a tile URL template: its origin, with a
 * placeholder in the host name ("https://{s}.tile.example.org/...") widened to the wildcard
 * CSP allows ("https://*.tile.example.org"), since CSP accepts `*` only as the leftmost label.
 */
export function tileImageSource(tileUrl: string): string {
  const url = new URL(tileUrl);
  const host = decodeURIComponent(url.hostname);
  const labels = host.split('.');
  const lastTemplated = labels.findLastIndex((label) => label.includes('{'));
  const hostSource = lastTemplated < 0 ? host : ['*', ...labels.slice(lastTemplated + 1)].join('.');
  return `${url.protocol}//${hostSource}${url.port ? `:${url.port}` : ''}`;
}

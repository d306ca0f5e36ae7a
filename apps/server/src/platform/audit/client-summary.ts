import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the request gives it: summarised before anything is stored. */
export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** The client of a request: its address (behind TRUST_PROXY, the forwarded one) and user agent. */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * The network an address belongs to, never the address itself: the /24 of an IPv4 address
 * ("203.0.113.x") and the /48 of an IPv6 one ("2001:db8:1::/48"). Enough to tell a new place
 * from a known one and to show the person roughly where a sign-in came from (decision 026).
 */
export function summarizeAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(address)) return null;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups];
  const network = groups.slice(0, 3).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/48`;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A user agent as a person reads it, "Firefox on Windows"; "Unknown device" when it names
 * neither. Only this summary is stored: it tells devices apart without a fingerprint.
 */
export function summarizeDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

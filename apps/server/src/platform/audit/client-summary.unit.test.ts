import { describe, expect, it } from 'vitest';
import { summarizeAddress, summarizeDevice } from './client-summary';

describe('client summaries', () => {
  it('keeps only the network of an address', () => {
    expect(summarizeAddress('203.0.113.45')).toBe('203.0.113.x');
    expect(summarizeAddress('::ffff:198.51.100.7')).toBe('198.51.100.x');
    expect(summarizeAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/48');
    expect(summarizeAddress('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(summarizeAddress('::1')).toBe('0:0:0::/48');
    expect(summarizeAddress('not an address')).toBeNull();
    expect(summarizeAddress(undefined)).toBeNull();
  });

  it('names the browser and system of common user agents', () => {
    const firefoxWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
    const chromeMac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const safariIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const edgeWindows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    const chromeAndroid =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(summarizeDevice(firefoxWindows)).toBe('Firefox on Windows');
    expect(summarizeDevice(chromeMac)).toBe('Chrome on macOS');
    expect(summarizeDevice(safariIphone)).toBe('Safari on iOS');
    expect(summarizeDevice(edgeWindows)).toBe('Edge on Windows');
    expect(summarizeDevice(chromeAndroid)).toBe('Chrome on Android');
    expect(summarizeDevice('curl/8.5.0')).toBe('Unknown device');
    expect(summarizeDevice(undefined)).toBe('Unknown device');
  });
});

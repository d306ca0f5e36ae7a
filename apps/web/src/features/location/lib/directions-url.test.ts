import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions-url';

describe('directionsUrl', () => {
  it('links to maps directions with the point as the destination', () => {
    expect(directionsUrl(43.6532, -79.3832)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=43.6532,-79.3832',
    );
  });
});

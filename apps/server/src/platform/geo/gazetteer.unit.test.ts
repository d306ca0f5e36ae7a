import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';
import { createGazetteer, normalizePlace } from './gazetteer';

const geo = createGazetteer();

describe('gazetteer', () => {
  it('finds the most populous city of a name, preferring the bigger one', async () => {
    const city = await geo.findCity('Vancouver');
    expect(city).toMatchObject({ name: 'Vancouver', region: 'BC', country: 'CA' });
    expect(city!.latitude).toBeCloseTo(49.25, 1);
  });

  it('honours a region or country qualifier', async () => {
    expect(await geo.findCity('Vancouver, WA')).toMatchObject({ region: 'WA', country: 'US' });
    expect(await geo.findCity('London ON')).toMatchObject({ name: 'London', region: 'ON' });
    expect(await geo.findCity('Halifax, Nova Scotia')).toMatchObject({ region: 'NS' });
    expect(await geo.findCity('Portland, USA')).toMatchObject({ country: 'US' });
  });

  it('ignores accents and case', async () => {
    expect(await geo.findCity('montreal')).toMatchObject({ name: 'Montréal', region: 'QC' });
    expect(normalizePlace("St. John's")).toBe('st john s');
  });

  it('answers null for an unknown place', async () => {
    expect(await geo.findCity('Atlantis-under-the-sea')).toBeNull();
    expect(await geo.findCity('   ')).toBeNull();
  });

  it('suggests by prefix, biggest first', async () => {
    const names = (await geo.suggestCities('Tor', 3)).map((c) => c.name);
    expect(names[0]).toBe('Toronto');
    expect(names).toHaveLength(3);
  });

  it('reverse-geocodes a coordinate to the nearest city', async () => {
    const near = await geo.nearestCity(43.6532, -79.3832);
    expect(near!.city.name).toBe('Toronto');
    expect(near!.distanceKm).toBeLessThan(10);
    const seattle = await geo.nearestCity(47.6062, -122.3321);
    expect(seattle!.city).toMatchObject({ name: 'Seattle', region: 'WA' });
  });
});

describe('distanceKm', () => {
  it('measures Vancouver to Toronto at about 3,360 km', () => {
    expect(distanceKm(49.2827, -123.1207, 43.6532, -79.3832)).toBeGreaterThan(3300);
    expect(distanceKm(49.2827, -123.1207, 43.6532, -79.3832)).toBeLessThan(3400);
    expect(distanceKm(10, 10, 10, 10)).toBe(0);
  });
});

describe('gazetteer reverse geocoding', () => {
  it('labels a coordinate "City, RE" after the nearest city', async () => {
    expect(await geo.reverse(43.6532, -79.3832)).toEqual({
      label: 'Toronto, ON',
      city: 'Toronto',
      region: 'ON',
      country: 'CA',
    });
    expect(await geo.reverse(47.6062, -122.3321)).toMatchObject({ label: 'Seattle, WA', country: 'US' });
    expect((await geo.reverse(43.59, -79.64))?.label).toBe('Mississauga, ON');
  });

  it('names a big neighbourhood after its city, but keeps a real suburb', async () => {
    // GeoNames' nearest place to downtown Vancouver is "West End"; to the Loop, "Chicago Loop".
    expect((await geo.nearestCity(49.2827, -123.1207))?.city.name).toBe('West End');
    expect((await geo.reverse(49.2827, -123.1207))?.label).toBe('Vancouver, BC');
    expect((await geo.reverse(41.8781, -87.6298))?.label).toBe('Chicago, IL');
    expect((await geo.reverse(49.25, -122.98))?.label).toBe('Burnaby, BC');
  });

  it('answers null farther than 25 km from any city', async () => {
    expect(await geo.reverse(45, -40)).toBeNull();
    expect(await geo.reverse(0, 0)).toBeNull();
  });
});

import { coordinatesLabel, type ReverseGeocodeDto } from '@hirehand/shared/location/location';
import { apiFetch } from '@/lib/api-client';

export interface PlaceLabel {
  label: string;
  city: string | null;
}

/**
 * GET /api/location/reverse: a place name for a GPS position. Any failure gives the
 * coordinates to 4 decimals instead, so a GPS fill never fails on naming.
 */
export async function reverseGeocode(latitude: number, longitude: number): Promise<PlaceLabel> {
  const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
  try {
    const place = await apiFetch<ReverseGeocodeDto>(`/api/location/reverse?${query}`);
    if (place && typeof place.label === 'string' && place.label.trim()) {
      return { label: place.label, city: place.city ?? null };
    }
  } catch {
    // Fall through to the coordinates.
  }
  return { label: coordinatesLabel(latitude, longitude), city: null };
}

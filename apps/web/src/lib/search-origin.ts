/** A point on the map, in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The one point the job board measures from, shared by its list and its map so a job's
 * distance reads the same in both: the city typed in the search (placed by the server, so
 * `point` is null until its answer or when the city is unknown), else the device's position.
 * No origin means no distances and no radius: every location is listed.
 */
export type SearchOrigin =
  | { kind: 'city'; label: string; point: GeoPoint | null }
  | { kind: 'device'; point: GeoPoint };

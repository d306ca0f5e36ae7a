/**
 * The map's tile server and its credit line when MAP_TILE_URL / MAP_TILE_ATTRIBUTION are unset.
 * A module of its own, without zod: the web client's startup config reads it on every page.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

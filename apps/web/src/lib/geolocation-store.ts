import { FALLBACK_POSITION } from '@hirehand/shared/jobs/job-enums';
import { useSyncExternalStore } from 'react';

/**
 * Location permission: pending while the browser asks, then granted or denied;
 * not_supported without the Geolocation API. `unavailable` is a granted request that
 * found no position (timeout, no fix): asking again may work. `idle` is before asking.
 */
export type LocationPermission = 'idle' | 'pending' | 'granted' | 'denied' | 'not_supported' | 'unavailable';

export interface DevicePosition {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

export interface GeolocationState {
  status: LocationPermission;
  /** The device's position when granted; null otherwise. */
  position: DevicePosition | null;
}

/** High accuracy, a 10-second timeout, a cached position up to 60 seconds old (nearest jobs). */
export const LOCATION_REQUEST_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
};

/** Where the map centres without the device's position: near Toronto. */
export const FALLBACK_POINT: DevicePosition = { ...FALLBACK_POSITION, accuracy: null };

const INITIAL: GeolocationState = { status: 'idle', position: null };
let state: GeolocationState = INITIAL;
const listeners = new Set<() => void>();

function set(next: GeolocationState) {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Asks the browser for the position (the permission prompt the first time). Shared by the
 * map and the board so one answer serves both; calls while one is in flight join it.
 */
export function requestPosition(): void {
  if (state.status === 'pending') return;
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) {
    set({ status: 'not_supported', position: null });
    return;
  }
  set({ status: 'pending', position: state.position });
  geolocation.getCurrentPosition(
    ({ coords }) =>
      set({
        status: 'granted',
        position: {
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
        },
      }),
    (error) =>
      set({
        // 1 is PERMISSION_DENIED; 2 (no fix) and 3 (timeout) may work on a second try.
        status: error.code === 1 ? 'denied' : 'unavailable',
        position: null,
      }),
    LOCATION_REQUEST_OPTIONS,
  );
}

export function getGeolocationState(): GeolocationState {
  return state;
}

/** Forgets the answer (tests; a new page load starts the same way). */
export function resetGeolocation(): void {
  set(INITIAL);
}

/** The shared location state; re-renders on every change. */
export function useGeolocation(): GeolocationState {
  return useSyncExternalStore(subscribe, getGeolocationState, () => INITIAL);
}

import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type PlaceLabel, reverseGeocode } from '../api/reverse-geocode';

/** High accuracy, a 10-second timeout, a cached position up to 5 minutes old (only a city is needed). */
const GPS_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

export interface GpsFix extends PlaceLabel {
  latitude: number;
  longitude: number;
}

export type GpsState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; label: string }
  | { status: 'failed'; message: string };

/**
 * "Use GPS location": asks the browser for the position, names it through our reverse
 * geocoder, and hands the fix to `onFix`. Failures give the wizard's own texts.
 */
export function useGpsLocation(onFix: (fix: GpsFix) => void) {
  const [state, setState] = useState<GpsState>({ status: 'idle' });
  const mounted = useRef(true);
  const onFixRef = useRef(onFix);

  useEffect(() => {
    onFixRef.current = onFix;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'failed', message: GIG_MESSAGES.gpsUnsupported });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      async ({ coords }) => {
        const place = await reverseGeocode(coords.latitude, coords.longitude);
        if (!mounted.current) return;
        onFixRef.current({ latitude: coords.latitude, longitude: coords.longitude, ...place });
        setState({ status: 'located', label: place.label });
      },
      () => {
        if (mounted.current) setState({ status: 'failed', message: GIG_MESSAGES.gpsFailed });
      },
      GPS_OPTIONS,
    );
  }, []);

  return { state, locate };
}

/** Texts of the location feature (en-CA): the map panel of the job board. */
export const location = {
  map: {
    label: 'Map of jobs near you',
    loading: 'Loading map…',
    you: 'You are here',
    apply: 'Apply Now',
    tilesFailed: 'The map background could not load. Job markers and the nearby list still work.',
    noTiles: 'No map background is configured. Job markers and the nearby list still work.',
  },
  panel: {
    title: 'Nearby jobs',
    refresh: 'Refresh',
    refreshing: 'Refreshing nearby jobs',
    within: 'Within {{radius}} km of you',
    withinFallback: 'Within {{radius}} km of downtown Toronto',
    empty: 'No open jobs within {{radius}} km yet.',
    error: 'We couldn’t load nearby jobs.',
    retry: 'Retry',
    distance: '{{distance}} km',
    rate: '{{rate}}/h',
    certificationRequired: 'Certification required',
    navigate: 'Navigate',
    navigateTo: 'Navigate to {{title}} (opens in a new tab)',
  },
  status: {
    pending: 'Finding your location…',
    granted: 'Using your current location',
    deniedTitle: 'Location Access Required',
    deniedBody:
      'Allow location access to see the jobs closest to you. Until then, the map shows jobs near Toronto.',
    deniedHint: 'If nothing happens, allow location for this site in your browser’s settings.',
    enable: 'Enable Location',
    notSupported: 'This browser can’t share your location, so the map shows jobs near Toronto.',
    unavailable: 'We couldn’t find your location, so the map shows jobs near Toronto.',
    tryAgain: 'Try again',
  },
} as const;

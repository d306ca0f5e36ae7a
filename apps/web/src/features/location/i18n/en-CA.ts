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
    withinCity: 'Within {{radius}} km of {{place}}',
    withinDevice: 'Within {{radius}} km of your location',
    nearestCity: 'Nearest to {{place}}',
    nearestDevice: 'Nearest to your location',
    noOrigin: 'Enter a city in the search, or allow location access, to see the jobs nearest to it.',
    empty: 'No open jobs within {{radius}} km match your search.',
    emptyAnywhere: 'No open jobs with a place on the map match your search.',
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
      'Allow location access to see the jobs closest to you, or enter a city in the search. Until then, the map is centred on Toronto.',
    deniedHint: 'If nothing happens, allow location for this site in your browser’s settings.',
    enable: 'Enable Location',
    notSupported:
      'This browser can’t share your location. Enter a city in the search to see the jobs nearest to it.',
    unavailable: 'We couldn’t find your location. Try again, or enter a city in the search.',
    tryAgain: 'Try again',
  },
} as const;

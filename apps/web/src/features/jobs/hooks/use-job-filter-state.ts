import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_JOB_FILTERS, type JobFilters } from '../api/job-filters';

/** Typing pauses this long before the search runs. */
const TYPING_DELAY_MS = 400;

/**
 * The filters as shown (`filters`) and as searched (`applied`). Choices apply at once;
 * typed text applies after a pause, or at once on Enter / Search.
 */
export function useJobFilterState(initial: JobFilters = DEFAULT_JOB_FILTERS) {
  const [filters, setFilters] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const latest = useRef(initial);

  useEffect(() => {
    if (filters === applied) return;
    const timer = setTimeout(() => setApplied(filters), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters, applied]);

  const update = useCallback((patch: Partial<JobFilters>, immediate: boolean) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setFilters(next);
    if (immediate) setApplied(next);
  }, []);

  const applyNow = useCallback(() => setApplied(latest.current), []);

  const clear = useCallback(() => {
    latest.current = DEFAULT_JOB_FILTERS;
    setFilters(DEFAULT_JOB_FILTERS);
    setApplied(DEFAULT_JOB_FILTERS);
  }, []);

  return { filters, applied, update, applyNow, clear };
}

import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** First message per known field, from zod issues or the server's 422 items (keyed by loc[1]). */
export function firstFieldErrors<F extends string>(
  fields: readonly F[],
  entries: Iterable<[PropertyKey | undefined, string]>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [key, message] of entries) {
    if (fields.includes(key as F) && !errors[key as F]) errors[key as F] = message;
  }
  return errors;
}

/**
 * Field errors of a form, with focus moved to the first invalid control whenever errors are
 * shown, and an error cleared as soon as its field is edited.
 */
export function useFormErrors<F extends string>(fields: readonly F[]) {
  const formRef = useRef<HTMLFormElement>(null) as RefObject<HTMLFormElement | null>;
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const show = useCallback((next: FieldErrors<F>) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  }, []);

  const clear = useCallback((field: F) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Maps a failed call: 422 items to fields, a string detail to the general error, else the fallback. */
  const fromError = useCallback(
    (error: unknown, fallback: string) => {
      if (error instanceof ApiError) {
        const mapped = firstFieldErrors(fields, Object.entries(error.fieldErrors));
        if (Object.keys(mapped).length > 0) {
          show(mapped);
          return;
        }
        setGeneral(error.detail ?? fallback);
        return;
      }
      setGeneral(fallback);
    },
    [fields, show],
  );

  return { formRef, errors, show, clear, general, setGeneral, fromError };
}

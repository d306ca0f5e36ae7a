import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api-client';
import { type FieldErrors, firstFieldErrors, useFormErrors } from './field-errors';

export interface ZodFormOptions<V extends object, S extends z.ZodType> {
  /** The values the form starts with, and returns to on reset(); its keys are the fields. */
  initial: V;
  /** The shared contract the server validates with, or a form's own when it checks more on purpose. */
  schema: S;
  /** What the schema parses, when that is not the values themselves (a confirmation left out). */
  toInput?(values: V): unknown;
  /** Checks the schema cannot make (two fields that must match); their messages win. */
  check?(values: V): FieldErrors<keyof V & string>;
  /** The general error for a failure that carries no text of its own (no answer, a 500). */
  failure(error: unknown): string;
  /** Called on every edit, e.g. to hide a success message. */
  onEdit?(): void;
  /** Called with the field errors shown, the form's own or the server's (e.g. to go back a step). */
  onInvalid?(errors: FieldErrors<keyof V & string>): void;
}

/**
 * One form's state: values, field errors from the shared zod schema (first message per field),
 * the server's 422 items mapped to fields by `loc[1]`, a general error for any other failure,
 * a pending flag while the submit runs, and focus on the first invalid control.
 */
export function useZodForm<V extends object, S extends z.ZodType>(options: ZodFormOptions<V, S>) {
  type Field = keyof V & string;
  // The latest options (translated texts, a step's schema) without re-creating the callbacks.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [fields] = useState(() => Object.keys(options.initial) as Field[]);
  const [values, setValues] = useState<V>(options.initial);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const form = useFormErrors(fields);
  const { clear, setGeneral } = form;
  const showErrors = form.show;

  const show = useCallback(
    (errors: FieldErrors<Field>) => {
      showErrors(errors);
      if (Object.keys(errors).length > 0) optionsRef.current.onInvalid?.(errors);
    },
    [showErrors],
  );

  /** A failed call: 422 items to their fields, else the server's text or the form's fallback. */
  const fromError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        const mapped = firstFieldErrors(fields, Object.entries(error.fieldErrors));
        if (Object.keys(mapped).length > 0) return show(mapped);
      }
      setGeneral((error instanceof ApiError ? error.detail : undefined) ?? optionsRef.current.failure(error));
    },
    [fields, setGeneral, show],
  );

  const setValue = useCallback(
    <K extends Field>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
      optionsRef.current.onEdit?.();
    },
    [clear],
  );

  const reset = useCallback((next?: V) => setValues(next ?? optionsRef.current.initial), []);

  /** The parsed input, or not ok after showing the errors and focusing the first invalid field. */
  const validate = useCallback(
    (current: V): { ok: true; input: z.output<S> } | { ok: false } => {
      const { schema, toInput, check } = optionsRef.current;
      const parsed = schema.safeParse(toInput ? toInput(current) : current);
      const errors: FieldErrors<Field> = parsed.success
        ? {}
        : firstFieldErrors(
            fields,
            parsed.error.issues.map((issue) => [issue.path[0], issue.message]),
          );
      Object.assign(errors, check?.(current));
      if (!parsed.success || Object.keys(errors).length > 0) {
        show(errors);
        return { ok: false };
      }
      return { ok: true, input: parsed.data };
    },
    [fields, show],
  );

  /**
   * The form's onSubmit: validates, then runs `send` with the parsed input, `pending` while the
   * promise it returns runs; a failure lands on the fields (422) or as the general error.
   */
  const handleSubmit = useCallback(
    (send: (input: z.output<S>) => Promise<unknown> | undefined) => (event: FormEvent) => {
      event.preventDefault();
      if (pendingRef.current) return;
      setGeneral(null);
      const result = validate(values);
      if (!result.ok) return;
      const { input } = result;
      showErrors({});
      const sending = send(input);
      // A send that is not a promise finished at once (a step of the form, no call).
      if (!sending) return;
      pendingRef.current = true;
      setPending(true);
      sending.catch(fromError).finally(() => {
        pendingRef.current = false;
        setPending(false);
      });
    },
    [fromError, setGeneral, showErrors, validate, values],
  );

  return {
    formRef: form.formRef,
    values,
    setValue,
    setValues,
    reset,
    errors: form.errors,
    showErrors: show,
    general: form.general,
    setGeneral,
    pending,
    handleSubmit,
  };
}

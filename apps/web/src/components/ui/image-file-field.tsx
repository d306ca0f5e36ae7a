import { ImageUp } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';

/** A local preview of the chosen file (a blob: URL, which the CSP allows), revoked when it changes. */
export function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * An image picked for a form that uploads it on save (a profile picture, a company logo): the
 * image as it stands, a hidden file input behind a Choose/Change button, the caller's other
 * actions, a hint, a status line and the error. The chosen file is checked by `check` first (the
 * server reads the bytes again); a refused one goes to `onError`, an accepted one to `onPick`.
 */
export function ImageFileField({
  legend,
  hint,
  image,
  accept,
  inputTestId,
  chooseLabel,
  actions,
  status,
  error,
  check,
  onPick,
  onError,
}: {
  legend: string;
  hint: string;
  image: ReactNode;
  accept: string;
  inputTestId: string;
  chooseLabel: string;
  actions?: ReactNode;
  status: string | null;
  error?: string;
  /** Why the file cannot be used, or null when it can. */
  check(file: File): string | null;
  onPick(file: File): void;
  onError(message: string): void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    const refusal = check(file);
    if (refusal) onError(refusal);
    else onPick(file);
  };

  return (
    <fieldset
      className="flex flex-col gap-3 sm:col-span-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {image}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={accept}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid={inputTestId}
            onChange={onChange}
          />
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" className="size-4" />
            {chooseLabel}
          </Button>
          {actions}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

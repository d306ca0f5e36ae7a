import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  type TextareaHTMLAttributes,
  useState,
} from 'react';
import { cn } from '@/lib/cn';
import { CharacterCounter } from './character-counter';

const fieldBase =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 ' +
  'focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/40 ' +
  'aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

export function Input({
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input className={cn(fieldBase, 'h-10', className)} {...props} />;
}

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
  /**
   * The schema's limit (e.g. APPLICATION_LIMITS.coverLetter): shows a character counter under
   * the field before submit. Deliberately not the native maxLength, which cuts a paste short
   * without a word; the form's validation names the limit instead.
   */
  maxChars?: number;
};

export function Textarea({ className, maxChars, ...props }: TextareaProps) {
  const [typed, setTyped] = useState(() => String(props.value ?? props.defaultValue ?? '').length);
  if (maxChars === undefined)
    return <textarea className={cn(fieldBase, 'min-h-28 py-2', className)} {...props} />;
  const length = props.value === undefined ? typed : String(props.value).length;
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value.length);
    props.onChange?.(event);
  };
  return (
    <div className="flex flex-col gap-1">
      <textarea className={cn(fieldBase, 'min-h-28 py-2', className)} {...props} onChange={onChange} />
      <CharacterCounter length={length} max={maxChars} />
    </div>
  );
}

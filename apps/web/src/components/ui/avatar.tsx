import { isServedAvatar } from '@hirehand/shared/profile/avatar';
import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
} as const;
export type AvatarSize = keyof typeof sizes;

/** Up to two initials of a name ("Olivia Tremblay" → "OT"), or "?" for a blank one. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('en-CA'))
    .join('') || '?';

/**
 * A person's uploaded picture, or their initials. Only pictures we serve are shown: a picture
 * linked from another site (older profiles, social sign-in) would be blocked by the CSP and show
 * as a broken image, so it gets the initials too, as does a picture that fails to load. `src`
 * overrides the picture (a local preview of a file about to be uploaded). Without `alt` the
 * picture is decorative; the initials always are (the name is beside them).
 */
export function Avatar({
  name,
  picture,
  src,
  alt = '',
  size = 'md',
  className,
}: {
  name: string;
  picture: string | null | undefined;
  src?: string | null;
  alt?: string;
  size?: AvatarSize;
  className?: string;
}) {
  const shown = src ?? (isServedAvatar(picture) ? picture : null);
  const [failed, setFailed] = useState<string | null>(null);
  const base = cn('shrink-0 rounded-full', sizes[size], className);
  if (shown && failed !== shown) {
    return (
      <img
        src={shown}
        alt={alt}
        data-testid="avatar-picture"
        className={cn(base, 'bg-slate-100 object-cover')}
        onError={() => setFailed(shown)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={cn(base, 'inline-flex items-center justify-center bg-blue-100 font-bold text-blue-900')}
    >
      {initialsOf(name)}
    </span>
  );
}

import { isServedAvatar } from '@hirehand/shared/profile/avatar';
import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-12 text-lg',
  lg: 'size-16 text-2xl',
} as const;

const initialOf = (name: string) => name.trim().charAt(0).toLocaleUpperCase('en-CA') || '?';

/**
 * A person's uploaded picture, or the initial of their name when there is none, it is linked from
 * another site, or it fails to load (the CSP allows only same-origin and data: images).
 * Decorative: the name is always beside it.
 */
export function UserAvatar({
  name,
  picture,
  size = 'md',
  className,
}: {
  name: string;
  picture: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  // A picture linked from another site would be blocked by the CSP: never try it.
  const showPicture = isServedAvatar(picture) && failed !== picture;
  const base = cn('shrink-0 rounded-full', sizes[size], className);
  if (showPicture) {
    return (
      <img src={picture} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(picture)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(base, 'inline-flex items-center justify-center bg-blue-100 font-bold text-blue-900')}
    >
      {initialOf(name)}
    </span>
  );
}

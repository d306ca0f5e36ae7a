import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { focusRing } from './button';
import { Input } from './input';

/** The error under a confirm-password field that does not match (sign-up, Settings). */
export const PASSWORDS_DIFFER = "Passwords don't match";

/** A password input with a show/hide toggle button. */
export function PasswordInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation('form-words');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pr-11', className)} />
      <button
        type="button"
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        className={cn(
          'absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100',
          focusRing,
        )}
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}

import type { UserDto } from '@hirehand/shared/profile/profile';
import { useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { PROFILE_QUERY_KEY } from '@/lib/session/my-profile';

/** What the verification screen takes (the auth feature's, handed in by the app's profile route). */
export interface EmailVerificationProps {
  email: string;
  onVerified(user?: UserDto): void;
  onSkip(): void;
  skipLabel?: string;
}

/**
 * For an account whose address is not verified (after "Skip for now", or a new address
 * from Settings): opens the verification screen, which sends a code and offers Resend.
 * Success puts the verified user into the profile query, so the badge turns at once.
 */
export function VerifyEmailCard({
  user,
  emailVerification: EmailVerification,
}: {
  user: UserDto;
  emailVerification: ComponentType<EmailVerificationProps>;
}) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  const onVerified = (verified?: UserDto) => {
    if (verified) queryClient.setQueryData(PROFILE_QUERY_KEY, verified);
    else void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    toast(t('verify.done'), 'success');
  };

  return (
    <Card role="region" aria-label={t('verify.heading')} className="border-amber-300 bg-amber-50/60">
      {open ? (
        <EmailVerification
          email={user.email}
          onVerified={onVerified}
          onSkip={() => setOpen(false)}
          skipLabel={t('verify.later')}
        />
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <MailWarning aria-hidden="true" className="size-8 shrink-0 text-amber-700" />
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold text-slate-900">{t('verify.heading')}</h2>
            <p className="mt-1 text-sm text-slate-700">{t('verify.text', { email: user.email })}</p>
          </div>
          <Button onClick={() => setOpen(true)} className="shrink-0">
            {t('verify.open')}
          </Button>
        </div>
      )}
    </Card>
  );
}

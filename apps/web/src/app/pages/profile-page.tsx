import { EmailVerification } from '@/features/auth/components/email-verification';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** `/profile`: the profile page, verifying an address with the auth feature's code screen. */
export function ProfileRoute() {
  return <ProfilePage emailVerification={EmailVerification} />;
}

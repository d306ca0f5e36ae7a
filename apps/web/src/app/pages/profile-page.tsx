import { EmailVerification } from '@/features/auth/components/email-verification';
import { CompanyProfileCard } from '@/features/companies/components/company-profile-card';
import { ProfilePage } from '@/features/profile/components/profile-page';

/**
 * `/profile`: the profile page, verifying an address with the auth feature's code screen, and
 * showing the account's company with the companies feature's card.
 */
export function ProfileRoute() {
  return <ProfilePage emailVerification={EmailVerification} companyProfile={CompanyProfileCard} />;
}

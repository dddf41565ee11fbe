import { PageContainer } from '../../components/PageContainer';
import { SignedInOnly } from '../../components/SignedInOnly';
import { PrivacyNotice } from './PrivacyNotice';

export function PrivacyScreen() {
  return (
    <SignedInOnly>
      <PageContainer>
        <PrivacyNotice />
      </PageContainer>
    </SignedInOnly>
  );
}

import { PageContainer } from '../../components/PageContainer';
import { SignedInOnly } from '../../components/SignedInOnly';
import { TermsOfUse } from './TermsOfUse';

export function TermsScreen() {
  return (
    <SignedInOnly>
      <PageContainer>
        <TermsOfUse />
      </PageContainer>
    </SignedInOnly>
  );
}

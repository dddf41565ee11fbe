import { Button, SubmitButton } from 'shared-ui';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(6)} 0;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export interface WizardFooterProps {
  onBack: () => void;
  onNext: () => void;
  /** Omitted when Save for later is hidden (read-only or an existing published report). */
  onSaveForLater?: () => void;
  nextDisabled?: boolean;
}

/** '< Back', 'Save for later' and 'Next Page' (spec 2 §2.2). */
export function WizardFooter({ onBack, onNext, onSaveForLater, nextDisabled }: WizardFooterProps) {
  return (
    <Bar>
      <Button type="button" variant="secondary" onClick={onBack}>
        {'< Back'}
      </Button>
      <div>
        {onSaveForLater && (
          <SubmitButton type="button" variant="secondary" onClick={onSaveForLater}>
            Save for later
          </SubmitButton>
        )}
        <Button type="button" onClick={onNext} disabled={nextDisabled}>
          Next Page
        </Button>
      </div>
    </Bar>
  );
}

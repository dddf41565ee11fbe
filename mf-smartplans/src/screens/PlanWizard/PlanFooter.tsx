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
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export interface PlanFooterProps {
  last: boolean;
  onBack: () => void;
  onNext: () => void;
  onSaveForLater: () => void;
  /** Only while an editable draft is open. */
  onDeleteDraft?: () => void;
  onSubmit: () => void;
}

/** '< Back', 'Save for later', 'Delete Draft', 'Next Page' / 'Submit' (spec 1 §2). */
export function PlanFooter(props: PlanFooterProps) {
  return (
    <Bar>
      <Button variant="secondary" onClick={props.onBack}>
        {'< Back'}
      </Button>
      <div>
        <SubmitButton type="button" variant="secondary" onClick={props.onSaveForLater}>
          Save for later
        </SubmitButton>
        {props.onDeleteDraft && (
          <Button variant="danger" onClick={props.onDeleteDraft}>
            Delete Draft
          </Button>
        )}
        {props.last ? (
          <SubmitButton type="button" onClick={props.onSubmit}>
            Submit
          </SubmitButton>
        ) : (
          <Button onClick={props.onNext}>Next Page</Button>
        )}
      </div>
    </Bar>
  );
}

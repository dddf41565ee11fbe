import type { ReactNode } from 'react';
import { ProgressBar } from './ProgressBar';
import { Tabs } from './Tabs';

export interface WizardStep {
  title: string;
  content: ReactNode;
}

export interface WizardProps {
  steps: WizardStep[];
  /** Zero-based current step (controlled: the screen owns saving between steps). */
  step: number;
  /** When given, the step titles can be clicked (and arrowed) to jump to a step. */
  onStepChange?: (step: number) => void;
  label: string;
  /** The screen's buttons ('< Back', 'Save for later', 'Next Page', 'Submit', ...). */
  footer?: ReactNode;
}

/** Tabs header + progress bar (percent = (step+1)/steps) + the current step's content. */
export function Wizard({ steps, step, onStepChange, label, footer }: WizardProps) {
  const tabs = steps.map((s, index) => ({
    id: String(index),
    label: s.title,
    disabled: !onStepChange && index !== step,
  }));
  return (
    <div>
      <Tabs
        label={label}
        tabs={tabs}
        value={String(step)}
        onChange={(id) => onStepChange?.(Number(id))}
      />
      <ProgressBar step={step} steps={steps.length} label={`${label} progress`} />
      <div role="group" aria-label={steps[step]?.title}>
        {steps[step]?.content}
      </div>
      {footer}
    </div>
  );
}

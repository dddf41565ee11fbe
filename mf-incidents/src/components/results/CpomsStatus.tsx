import { useState, type ReactNode } from 'react';
import { confirmDialog, IconButton, toast } from 'shared-ui';
import { errorMessage } from '../../data/errors';
import type { IncidentRow } from '../../data/search';
import { pushToCpoms } from '../../data/submissions';
import { ThumbUpIcon, UploadIcon, WarningIcon } from '../icons';
import { REASONS } from '../../permissions';

export const CPOMS_NOT_ENABLED = 'CPOMS is not enabled for this organisation';

export type CpomsState = 'failed' | 'synced' | 'notSynced';

export function cpomsState(row: IncidentRow): CpomsState {
  if (row.cpomsSyncFailed === 1) return 'failed';
  if (row.cpomsId && row.userCpomsId) return 'synced';
  return 'notSynced';
}

/** A settled state, shown as a coloured icon with its name as tooltip. */
function StateIcon({
  label,
  colour,
  children,
}: {
  label: string;
  colour: string;
  children: ReactNode;
}) {
  return (
    <span role="img" aria-label={label} title={label} style={{ color: colour }}>
      {children}
    </span>
  );
}

/**
 * CPOMS state of one incident: warning when the last push failed, thumbs up when synced, otherwise
 * an upload button (usable only when the child has a CPOMS id and the incident none yet).
 */
export function CpomsStatus({
  row,
  enabled,
  allowed,
  onPushed,
}: {
  row: IncidentRow;
  /** The organisation has CPOMS enabled and a domain. */
  enabled: boolean;
  /** The caller may push (a safeguarding lead or an administrator); others see the state only. */
  allowed: boolean;
  onPushed: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const state = cpomsState(row);
  if (state === 'failed')
    return (
      <StateIcon label="CPOMS push failed" colour="#8a5a00">
        <WarningIcon />
      </StateIcon>
    );
  if (state === 'synced')
    return (
      <StateIcon label="Synced to CPOMS" colour="#1e7b34">
        <ThumbUpIcon />
      </StateIcon>
    );

  if (!allowed)
    return (
      <StateIcon label={`Not synced to CPOMS. ${REASONS.cpoms}`} colour="#5c6070">
        <UploadIcon />
      </StateIcon>
    );
  const canPush = Boolean(row.userCpomsId) && !row.cpomsId;
  const push = async () => {
    if (!(await confirmDialog('Are you sure you want to push this incident to CPOMS?'))) return;
    if (!enabled) {
      toast.error(CPOMS_NOT_ENABLED);
      return;
    }
    setBusy(true);
    try {
      await pushToCpoms(row.id);
      toast.success('Successfully pushed to CPOMS');
      onPushed();
    } catch (error) {
      toast.error(`There was an error pushing to CPOMS: ${errorMessage(error)}`);
      onPushed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <IconButton label="Push to CPOMS" disabled={!canPush || busy} onClick={() => void push()}>
      <UploadIcon />
    </IconButton>
  );
}

import type { Parcel } from '@cc/contracts/parcel';
import { type ReactNode, useState } from 'react';
import { ActivityDrawer } from './activity-drawer';
import { CorrectDialog } from './correct-dialog';
import { HandOutDialog } from './hand-out-dialog';
import { ReasonDialog, type ReasonKind } from './reason-dialog';

export type ParcelActionKind = 'handOut' | 'activity' | 'correct' | ReasonKind;

/**
 * The desk's actions on parcels as one hook: a screen calls `open(kind, parcels)` and renders
 * `dialogs`; `onDone` runs after a change went through (e.g. to clear a selection).
 */
export function useParcelActions(onDone?: () => void): {
  open: (kind: ParcelActionKind, parcels: Parcel[]) => void;
  dialogs: ReactNode;
} {
  const [current, setCurrent] = useState<{ kind: ParcelActionKind; parcels: Parcel[] } | null>(null);
  const close = (done: boolean) => {
    setCurrent(null);
    if (done) onDone?.();
  };
  let dialogs: ReactNode = null;
  if (current?.kind === 'handOut') dialogs = <HandOutDialog parcels={current.parcels} onClose={close} />;
  else if (current?.kind === 'activity')
    dialogs = <ActivityDrawer parcel={current.parcels[0]!} onClose={() => close(false)} />;
  else if (current?.kind === 'correct')
    dialogs = <CorrectDialog parcel={current.parcels[0]!} onClose={close} />;
  else if (current) dialogs = <ReasonDialog kind={current.kind} parcels={current.parcels} onClose={close} />;
  return { open: (kind, parcels) => setCurrent({ kind, parcels }), dialogs };
}

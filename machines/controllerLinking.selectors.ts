import type { SnapshotFrom } from 'xstate';
import type { controllerLinkingMachine } from './controllerLinking.machine.ts';

type ControllerLinkingSnapshot = SnapshotFrom<typeof controllerLinkingMachine>;

export type ControllerLinkingStep = 'code' | 'name';

export interface ControllerLinkingView {
  open: boolean;
  step: ControllerLinkingStep;
  code: string;
  name: string;
  codeError: string | null;
  nameError: string | null;
  busy: boolean;
}

export function selectControllerLinking(snapshot: ControllerLinkingSnapshot): ControllerLinkingView {
  const onNameStep = snapshot.matches({ open: 'name' }) || snapshot.matches({ open: 'linking' });
  return {
    open: snapshot.matches('open'),
    step: onNameStep ? 'name' : 'code',
    code: snapshot.context.code,
    name: snapshot.context.name,
    codeError: snapshot.context.codeError,
    nameError: snapshot.context.nameError,
    busy: snapshot.hasTag('busy'),
  };
}

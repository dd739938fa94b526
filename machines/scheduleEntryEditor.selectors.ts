import type { SnapshotFrom } from 'xstate';
import type { Violation } from '../contract/complianceRules.ts';
import type { ScheduleTarget } from '../contract/schedules.ts';
import type { EntryStep, ScheduleEntryDraft, scheduleEntryEditorMachine } from './scheduleEntryEditor.machine.ts';

type ScheduleEntryEditorSnapshot = SnapshotFrom<typeof scheduleEntryEditorMachine>;

/** What the entry dialog draws. */
export interface ScheduleEntryEditorView {
  /** The step on screen (while saving, the last one: step 2). */
  step: EntryStep;
  draft: ScheduleEntryDraft;
  errors: Record<string, string>;
  /** A new entry (Add) rather than an edit. */
  isNew: boolean;
  saving: boolean;
  /** The last save failed for another reason than its fields. */
  saveFailed: boolean;
  /** The dialog is finished with: saved or cancelled. */
  closed: boolean;
  /** The screens the last save was refused on (docs/compliance.md); empty otherwise. */
  violations: Violation[];
  /** Where the entry plays, and where the dialog was opened: they differ once the person narrows it. */
  target: ScheduleTarget;
  initialTarget: ScheduleTarget;
}

export function selectScheduleEntryEditor(snapshot: ScheduleEntryEditorSnapshot): ScheduleEntryEditorView {
  return {
    step: snapshot.matches('what') ? 'what' : 'when',
    draft: snapshot.context.draft,
    errors: snapshot.context.errors,
    isNew: snapshot.context.entryId === null,
    saving: snapshot.hasTag('busy'),
    saveFailed: snapshot.matches({ when: 'failed' }),
    closed: snapshot.status === 'done',
    violations: snapshot.context.violations,
    target: snapshot.context.target,
    initialTarget: snapshot.context.initialTarget,
  };
}

import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { Alert, Button, Combobox, vars, type ComboboxOption, type SelectOption } from '../../../../ui-kit/index.ts';
import { errorOf } from '../../../forms/boundField.ts';
import { FormSelectField } from '../../../forms/FormSelectField.tsx';
import { FormStack } from '../../../forms/FormStack.ts';
import { FormTextField } from '../../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../../forms/FormViewProps.ts';
import { useZodForm } from '../../../forms/useZodForm.ts';
import { MutationDialogView } from '../../../shared/mutations/MutationDialogView.tsx';
import { ViolationList } from '../../../shared/compliance/ViolationList.tsx';
import type { Violation } from '../../../../contract/complianceRules.ts';
import type { Closing } from '../../../../contract/schedule/closing.ts';
import {
  DURATION_LABELS,
  emptyTakeoverForm,
  singleVenueOf,
  takeoverDurations,
  takeoverFormMessages,
  takeoverFormSchema,
  type ReachTarget,
  type TakeoverFormValues,
} from './takeoverForm.ts';
import { reachCountText, reachNeedsConfirming, type ReachCount } from './reachCount.ts';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[4]} ${vars.space[12]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surfaceMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The refusal above the form, apart from its first field. */
const Refusal = styled.div`
  margin-bottom: ${vars.space[16]};
`;

const FieldError = styled.p`
  color: ${vars.color.destructiveText};
  font-size: ${vars.fontSize.sm};
`;

/** The search that adds a client or venue to the reach (GET /api/search). */
export interface ReachSearch {
  results: ReachTarget[];
  loading: boolean;
  onTermChange: (term: string) => void;
}

export interface TakeoverDialogProps extends FormViewProps<TakeoverFormValues> {
  open: boolean;
  /** The screens the last start was refused on (409, docs/compliance.md); the form keeps its input. */
  violations?: Violation[] | undefined;
  onClose: () => void;
  /** Layouts and playlists, as `asset:<id>` and `playlist:<id>`. */
  contentOptions: SelectOption[];
  /** The reach it starts with: the client or venue whose page it was started from, or none (all). */
  initialReach: ReachTarget[];
  search: ReachSearch;
  /** The one venue reached's closing, once known; null while unknown or not one venue (each venue's own then). */
  closing: Closing | null;
  /** How the closing time reads on the venue's clock, e.g. "23:00". */
  closingLabel?: string | undefined;
  /** The reach became exactly one venue (its id) or stopped being one (null). */
  onSingleVenueChange: (venueId: string | null) => void;
  /** Counts what a reach wider than one venue takes over, for the confirmation asked before it starts. */
  countReach: (values: Pick<TakeoverFormValues, 'reach' | 'chosen'>) => Promise<ReachCount>;
}

/** The confirmation asked for one reach (its key): the count once known, or why it is not. */
interface ReachConfirmation {
  key: string;
  text: string | null;
}

const reachKey = (values: Pick<TakeoverFormValues, 'reach' | 'chosen'>) =>
  values.reach === 'all' ? 'all' : values.chosen.map((target) => target.id).sort().join(',');

/**
 * "Until closing": with one venue, its closing time (or why not); with more, each venue stops at its
 * own closing, read by the server (a venue closed when it starts is not taken over).
 */
function closingOption(singleVenue: string | null, closing: Closing | null, closingLabel: string | undefined): SelectOption {
  const value = 'closing';
  if (singleVenue === null) return { value, label: 'Until closing (each venue’s own hours)' };
  if (closing?.kind === 'closes') return { value, label: closingLabel ? `Until closing (${closingLabel})` : DURATION_LABELS.closing };
  if (closing?.kind === 'closedNow') return { value, label: 'Until closing (the venue is closed now)', disabled: true };
  if (closing?.kind === 'neverCloses') return { value, label: 'Until closing (open at all hours)', disabled: true };
  return { value, label: DURATION_LABELS.closing, disabled: true };
}

type FormProps = Omit<TakeoverDialogProps, 'open' | 'onClose'> & { formId: string };

function TakeoverForm({
  formId,
  contentOptions,
  initialReach,
  search,
  closing,
  closingLabel,
  onSingleVenueChange,
  countReach,
  fieldErrors,
  submitting,
  onSubmit,
}: FormProps) {
  const form = useZodForm(takeoverFormSchema, { defaultValues: emptyTakeoverForm(initialReach), serverErrors: fieldErrors });
  const reach = form.watch('reach');
  const chosen = form.watch('chosen');
  const duration = form.watch('duration');
  const singleVenue = singleVenueOf({ reach, chosen });
  useEffect(() => onSingleVenueChange(singleVenue), [singleVenue, onSingleVenueChange]);
  // A reach wider than one venue starts on the second press, after the count is shown; changing
  // the reach asks again.
  const [confirmation, setConfirmation] = useState<ReachConfirmation | null>(null);
  const currentKey = reachKey({ reach, chosen });
  const shownConfirmation = confirmation?.key === currentKey ? confirmation : null;

  const confirmFirst = (values: TakeoverFormValues): boolean => {
    if (!reachNeedsConfirming(values)) return false;
    if (shownConfirmation?.text) return false;
    const key = reachKey(values);
    setConfirmation({ key, text: null });
    countReach(values).then(
      (count) => setConfirmation((current) => (current?.key === key ? { key, text: reachCountText(count) } : current)),
      () =>
        setConfirmation((current) =>
          current?.key === key ? { key, text: 'The screens it reaches could not be counted; it takes over every screen of the reach.' } : current,
        ),
    );
    return true;
  };

  const durationOptions: SelectOption[] = takeoverDurations.map((value) =>
    value === 'closing' ? closingOption(singleVenue, closing, closingLabel) : { value, label: DURATION_LABELS[value] },
  );
  const searchOptions: ComboboxOption[] = search.results
    .filter((result) => !chosen.some((target) => target.id === result.id))
    .map((result) => ({ value: `${result.type}:${result.id}`, label: result.name, description: result.type }));

  return (
    <FormStack
      as="form"
      id={formId}
      noValidate
      aria-busy={submitting}
      onSubmit={form.handleSubmit((values) => {
        if (values.duration === 'closing' && singleVenue !== null && closing?.kind !== 'closes') {
          form.setError('duration', { type: 'validate', message: takeoverFormMessages.closingUnavailable });
          return;
        }
        if (confirmFirst(values)) return;
        onSubmit(values);
      })}
    >
      <FormTextField form={form} name="name" label="Name" autoComplete="off" hint="What the banner says, e.g. Jackpot tonight" />
      <FormSelectField form={form} name="content" label="Content" placeholder="Choose a layout or playlist" options={contentOptions} />
      <FormSelectField
        form={form}
        name="reach"
        label="Reach"
        options={[
          { value: 'all', label: 'All venues' },
          { value: 'chosen', label: 'Chosen clients and venues' },
        ]}
      />
      {reach === 'chosen' ? (
        <Controller
          control={form.control}
          name="chosen"
          render={({ field }) => (
            <>
              {field.value.length > 0 ? (
                <Chips aria-label="Reaches">
                  {field.value.map((target) => (
                    <Chip key={target.id} data-reach={target.type}>
                      {`${target.type}: ${target.name}`}
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${target.name}`}
                        onClick={() => field.onChange(field.value.filter((other) => other.id !== target.id))}
                      >
                        ×
                      </Button>
                    </Chip>
                  ))}
                </Chips>
              ) : null}
              <Combobox
                label="Add a client or venue"
                placeholder="Search by name or GMV"
                options={searchOptions}
                value={null}
                loading={search.loading}
                emptyText="No clients or venues found"
                onInputChange={search.onTermChange}
                onValueChange={(option) => {
                  const result = option ? search.results.find((candidate) => `${candidate.type}:${candidate.id}` === option.value) : undefined;
                  if (result) field.onChange([...field.value, result]);
                }}
              />
              {errorOf(form, 'chosen') ? <FieldError role="alert">{errorOf(form, 'chosen')}</FieldError> : null}
            </>
          )}
        />
      ) : null}
      <FormSelectField form={form} name="duration" label="How long" options={durationOptions} />
      {duration === 'until' ? <FormTextField form={form} name="until" type="datetime-local" label="Ends at" hint="On your own clock" /> : null}
      {shownConfirmation ? (
        <Alert title={shownConfirmation.text ?? 'Counting the screens it reaches…'} aria-live="polite" data-reach-confirmation>
          {shownConfirmation.text ? 'Press Start takeover again to start it now.' : null}
        </Alert>
      ) : null}
    </FormStack>
  );
}

/** docs/scheduling.md#model takeovers: start one now (content, reach, how long); admins only. */
export const TAKEOVER_VIOLATIONS_HELP = 'Nothing was started. Take their venues out of the reach, or choose another layout, and start again.';

export function TakeoverDialog({ open, onClose, submitting, violations = [], ...formProps }: TakeoverDialogProps) {
  const formId = 'takeover-start-form';
  return (
    <MutationDialogView
      open={open}
      submitting={submitting}
      title="Start takeover"
      description="It shows at once on every screen it reaches, above their schedules, until it ends."
      formId={formId}
      submitLabel="Start takeover"
      onClose={onClose}
    >
      {open && violations.length > 0 ? (
        <Refusal>
          <ViolationList violations={violations} help={TAKEOVER_VIOLATIONS_HELP} />
        </Refusal>
      ) : null}
      {open ? <TakeoverForm formId={formId} submitting={submitting} {...formProps} /> : null}
    </MutationDialogView>
  );
}

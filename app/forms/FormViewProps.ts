/** What every form view takes from its route: props in, the typed values out. */
export interface FormViewProps<Values> {
  /** True while the call runs: the submit button shows it and ignores clicks. */
  submitting: boolean;
  /** Server messages per field, already mapped (docs/product.md#validation-messages, last paragraph). */
  fieldErrors: Record<string, string>;
  onSubmit: (values: Values) => void;
}

import { categories, type Category } from '../../../contract/compliance.ts';
import type { Violation } from '../../../contract/complianceRules.ts';
import { Select } from '../../../ui-kit/index.ts';
import { CATEGORY_HINT, CATEGORY_VIOLATIONS_HELP, categoryLabels } from './complianceTexts.ts';
import { ViolationList } from './ViolationList.tsx';

const categoryOptions = categories.map((value) => ({ value, label: categoryLabels[value] }));

export interface CategoryFieldProps {
  category: Category;
  onCategoryChange: (category: Category) => void;
  disabled?: boolean;
  /** The server's refusal of the category field (400), shown at it. */
  error?: string | undefined;
  /** The screens the last save was refused on (409): listed under the field that can change it. */
  violations?: Violation[];
}

/** A layout's category (docs/compliance.md#the-model): what it advertises, which decides where it may play. */
export function CategoryField({ category, onCategoryChange, disabled = false, error, violations = [] }: CategoryFieldProps) {
  return (
    <>
      <Select
        label="Category"
        options={categoryOptions}
        value={category}
        hint={CATEGORY_HINT}
        disabled={disabled}
        {...(error ? { error } : {})}
        onValueChange={(value) => onCategoryChange(value as Category)}
      />
      {violations.length > 0 ? <ViolationList violations={violations} help={CATEGORY_VIOLATIONS_HELP} /> : null}
    </>
  );
}

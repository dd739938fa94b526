import type { MutationDialogInput } from '../../../machines/mutationDialog.machine.ts';
import type { DataFieldType } from '../../../contract/dataSources.ts';

/** Texts of the data sources page (docs/live-data.md), in the Users page's "Successfully …" / "Error …" manner. */

/** A push source's token is shown once: the dialog stays open on success, as for a webhook's secret. */
export const createDataSourceTexts: MutationDialogInput = {
  progressText: 'Creating data source...',
  successTitle: 'Successfully created data source',
  errorTitle: 'Error creating data source',
  closeOnSuccess: false,
};

export const editDataSourceTexts: MutationDialogInput = {
  progressText: 'Saving data source...',
  successTitle: 'Successfully saved data source',
  errorTitle: 'Error saving data source',
};

export const deleteDataSourceTexts: MutationDialogInput = {
  progressText: 'Deleting data source...',
  successTitle: 'Successfully deleted data source',
  errorTitle: 'Error deleting data source',
};

export const dataFieldTypeLabels: Record<DataFieldType, string> = {
  number: 'Number',
  currency: 'Currency',
  text: 'Text',
  list: 'List',
};

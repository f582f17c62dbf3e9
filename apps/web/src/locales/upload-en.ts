/** English texts of the shared upload pieces (row errors of a file, a job's progress). */
export const uploadEn = {
  errorsCaption_one: '{{count}} problem found',
  errorsCaption_other: '{{count}} problems found',
  row: 'Row',
  column: 'Column',
  value: 'Value',
  problem: 'Problem',
  downloadTemplate: 'Download template',
  file: 'File (.xlsx or .csv)',
  filePlaceholder: 'Choose a file',
  clearFile: 'Remove the chosen file',
  validate: 'Validate',
  load: 'Load',
  downloadAnnotated: 'Download file with errors marked',
  jobRunning: 'Job {{executionNumber}} running… {{progress}}%',
  jobProgressLabel: 'Progress of job {{executionNumber}}',
};

import { FileInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SpreadsheetInputProps {
  label: string;
  /** The extensions offered ('.xlsx', '.xlsx,.csv'); the server checks the content anyway. */
  accept: string;
  value: File | null;
  onChange(file: File | null): void;
}

/** The file field of an upload: a spreadsheet, clearable with a named clear button. */
export function SpreadsheetInput({ label, accept, value, onChange }: SpreadsheetInputProps) {
  const { t } = useTranslation();
  return (
    <FileInput
      label={label}
      placeholder={t('upload.filePlaceholder')}
      accept={accept}
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('upload.clearFile') }}
      w={{ base: '100%', sm: 340 }}
    />
  );
}

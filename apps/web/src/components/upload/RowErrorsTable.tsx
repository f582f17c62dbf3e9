import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadRowError } from '@tenure/domain/uploads';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { TableScroll } from '../table/TableScroll.tsx';

/** Every problem of an uploaded file: the row as the spreadsheet numbers it, the column, the value found, what is wrong. */
export function RowErrorsTable({ errors }: { errors: readonly UploadRowError[] }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const caption = t('upload.errorsCaption', { count: errors.length });
  return (
    <TableScroll minWidth={640} label={caption}>
      <Table striped verticalSpacing="xs" data-testid="upload-errors">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('upload.row')}</Table.Th>
            <Table.Th scope="col">{t('upload.column')}</Table.Th>
            <Table.Th scope="col">{t('upload.value')}</Table.Th>
            <Table.Th scope="col">{t('upload.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((rowError, index) => (
            <Table.Tr key={index}>
              <Table.Td>{rowError.row}</Table.Td>
              <Table.Td>{rowError.column ?? '—'}</Table.Td>
              <Table.Td>{rowError.value || '—'}</Table.Td>
              <Table.Td>{messageText(rowError.message)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

import { useState } from 'react';
import { ActionIcon, Group, Menu, Table } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHAT_TABLE_PAGE_SIZE, CHAT_TABLE_PAGE_SIZE_MAXIMISED, type ChatTable } from '@tenure/domain/chat';
import { PagePicker } from '../../components/table/PagePicker.tsx';
import { exportTable } from './tableExport.ts';

/** A table answer: paged (5 rows, 10 maximised), exportable as CSV, Excel or PDF (SPEC §9). */
export function ChatTableView({ table, maximized }: { table: ChatTable; maximized: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const size = maximized ? CHAT_TABLE_PAGE_SIZE_MAXIMISED : CHAT_TABLE_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(table.rows.length / size));
  const current = Math.min(page, pages);
  const rows = table.rows.slice((current - 1) * size, current * size);
  return (
    <div data-testid="chat-table">
      <Table.ScrollContainer minWidth={280}>
        <Table striped withTableBorder fz="xs">
          <Table.Thead>
            <Table.Tr>
              {table.headers.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={`${current}-${i}`}>
                {row.map((cell, j) => (
                  <Table.Td key={j}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt={4} gap="xs">
        {pages > 1 ? (
          <PagePicker size="xs" total={pages} value={current} onChange={setPage} label={t('chat.tablePages')} />
        ) : (
          <span />
        )}
        <Menu position="top-end" withinPortal={false}>
          <Menu.Target>
            <ActionIcon variant="subtle" size="sm" aria-label={t('chat.export')}>
              <IconDownload size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => exportTable(table, 'csv')}>{t('chat.exportCsv')}</Menu.Item>
            <Menu.Item onClick={() => exportTable(table, 'xls')}>{t('chat.exportXls')}</Menu.Item>
            <Menu.Item onClick={() => exportTable(table, 'pdf')}>{t('chat.exportPdf')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </div>
  );
}

import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../lib/api/client.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { showToast } from '../../lib/toast.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** "Export CSV" and "Export Excel" of a server-side list: downloads the file the list's filters and order give. */
export function ExportButtons({
  download,
  fileName,
}: {
  download(format: ExportFormat): Promise<DownloadedFile>;
  fileName: string;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      saveFile(await download(format), `${fileName}.${format}`);
      showToast('success', t('employees.list.exported'));
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    } finally {
      setExporting(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        loading={exporting === 'csv'}
        onClick={() => void exportAs('csv')}
      >
        {t('employees.list.exportCsv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        loading={exporting === 'xlsx'}
        onClick={() => void exportAs('xlsx')}
      >
        {t('employees.list.exportXlsx')}
      </Button>
    </Group>
  );
}

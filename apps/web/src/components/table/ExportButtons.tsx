import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../lib/api/client.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { showToast } from '../../lib/toast.ts';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

const BUTTONS = {
  csv: { Icon: IconFileTypeCsv, label: 'employees.list.exportCsv' },
  xlsx: { Icon: IconFileSpreadsheet, label: 'employees.list.exportXlsx' },
  pdf: { Icon: IconFileTypePdf, label: 'employees.list.exportPdf' },
} as const;

/**
 * "Export CSV" and "Export Excel" of a server-side list: downloads the file the list's filters and
 * order give. A list that also prints its page offers "Export PDF" (`formats`).
 */
export function ExportButtons<F extends ExportFormat = 'csv' | 'xlsx'>({
  download,
  fileName,
  formats = ['csv', 'xlsx'] as F[],
}: {
  download(format: F): Promise<DownloadedFile>;
  fileName: string;
  formats?: readonly F[];
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [exporting, setExporting] = useState<F | null>(null);
  const exportAs = async (format: F) => {
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
      {formats.map((format) => {
        const { Icon, label } = BUTTONS[format];
        return (
          <Button
            key={format}
            variant="default"
            leftSection={<Icon size={16} aria-hidden />}
            loading={exporting === format}
            onClick={() => void exportAs(format)}
          >
            {t(label)}
          </Button>
        );
      })}
    </Group>
  );
}

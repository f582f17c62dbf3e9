import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployeeSkillView } from '@tenure/domain/performance';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { saveFile } from '../../../lib/saveFile.ts';
import { showToast } from '../../../lib/toast.ts';
import { downloadEvidence } from './skillsApi.ts';

/** An entry's evidence files as download links (names are shown as text, never as markup). */
export function EvidenceLinks({ entry }: { entry: EmployeeSkillView }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  if (entry.evidence.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('skills.noEvidence')}
      </Text>
    );
  return (
    <Group gap="xs">
      {entry.evidence.map((file) => (
        <Anchor
          key={file.id}
          component="button"
          type="button"
          size="sm"
          onClick={() =>
            void downloadEvidence(entry.id, file.id)
              .then((downloaded) => saveFile(downloaded, file.fileName))
              .catch((error: unknown) =>
                showToast(
                  'error',
                  error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'),
                ),
              )
          }
        >
          {file.fileName}
        </Anchor>
      ))}
    </Group>
  );
}

import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A read-only address to register at an identity provider, with a button copying it. */
export function CopyableValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      data-testid={testId}
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => {
            const text = copied ? t('ssoSetup.register.copied') : t('ssoSetup.register.copy', { what: label });
            return (
              <Tooltip label={text} withArrow>
                <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={text} onClick={copy}>
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            );
          }}
        </CopyButton>
      }
    />
  );
}

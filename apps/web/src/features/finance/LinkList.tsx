import { Anchor, List, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FinanceLinkView } from '@tenure/domain/finance';

/** Links that open outside Tenure, in a new tab. */
export function LinkList({ links, testId }: { links: readonly FinanceLinkView[]; testId: string }) {
  const { t } = useTranslation();
  if (links.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('finance.links.none')}
      </Text>
    );
  return (
    <List spacing="xs" listStyleType="none" data-testid={testId}>
      {links.map((link) => (
        <List.Item key={`${link.kind}-${link.url}`}>
          <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
            {link.title} <IconExternalLink size={14} aria-label={t('finance.links.opensNewTab')} />
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

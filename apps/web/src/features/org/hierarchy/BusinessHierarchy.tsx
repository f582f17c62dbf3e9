import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingBank,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconHierarchy2,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BizComponentKind, OrgHierarchyItem } from '@tenure/domain/org';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { buildForest, type ForestNode } from '../../../components/tree/treeRows.ts';
import { TreeView } from '../../../components/tree/TreeView.tsx';
import { useOrgHierarchy } from '../api.ts';

type UnitNode = ForestNode<OrgHierarchyItem>;

const idOf = (node: UnitNode) => node.item.id;
const childrenOf = (node: UnitNode) => node.children;
const isExpandable = (node: UnitNode) => node.children.length > 0;

const KIND_LOOK: Record<BizComponentKind, { color: string; icon: typeof IconHierarchy2 }> = {
  HOLDING_COMPANY: { color: 'grape', icon: IconBuildingBank },
  LEGAL_ENTITY: { color: 'blue', icon: IconBuildingSkyscraper },
  BUSINESS_UNIT: { color: 'teal', icon: IconBuildingCommunity },
  DEPARTMENT: { color: 'orange', icon: IconUsersGroup },
  LOCATION: { color: 'gray', icon: IconHierarchy2 },
  CUSTOM: { color: 'indigo', icon: IconHierarchy2 },
};

function allParents(nodes: readonly UnitNode[]): string[] {
  return nodes.flatMap((n) => (n.children.length > 0 ? [n.item.id, ...allParents(n.children)] : []));
}

function UnitCard({ node }: { node: UnitNode }) {
  const { t } = useTranslation();
  const { item } = node;
  const look = KIND_LOOK[item.bizCompMaster.kind];
  const Icon = look.icon;
  const details = item.businessComponentDetailsList.filter((d) => d.value !== null && d.value !== '').slice(0, 2);
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={8}
      style={{ borderLeft: `4px solid var(--mantine-color-${look.color}-7)` }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" color={look.color} size={34} radius="md" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm" lineClamp={1}>
              {item.name}
            </Text>
            <Badge size="sm" radius="sm" variant="dot" color={look.color} style={{ textTransform: 'none' }}>
              {item.bizCompMaster.bizCompMasterDisplayName}
            </Badge>
          </Group>
          {(details.length > 0 || node.children.length > 0) && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {[
                ...details.map((d) => `${d.label}: ${d.value}`),
                node.children.length > 0 ? t('org.hierarchy.childCount', { count: node.children.length }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The business components as a tree (parentBizCompDetailId; no Location), roots open at first. */
export function BusinessHierarchy() {
  const { t } = useTranslation();
  const hierarchy = useOrgHierarchy();
  const forest = useMemo(
    () =>
      buildForest(
        hierarchy.data ?? [],
        (i) => i.id,
        (i) => i.parentBizCompDetailId,
      ),
    [hierarchy.data],
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const open = expanded ?? new Set(forest.map((n) => n.item.id));

  const toggle = (id: string, isOpen: boolean) => {
    const next = new Set(open);
    if (isOpen) next.add(id);
    else next.delete(id);
    setExpanded(next);
  };

  if (hierarchy.isPending) return <LoadingState />;
  if (hierarchy.isError) return <LoadErrorState error={hierarchy.error} onRetry={() => void hierarchy.refetch()} />;
  if (forest.length === 0) return <EmptyState text={t('org.hierarchy.empty')} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('org.hierarchy.keyboardHint')}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setExpanded(new Set(allParents(forest)))}>
            {t('org.hierarchy.expandAll')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setExpanded(new Set())}>
            {t('org.hierarchy.collapseAll')}
          </Button>
        </Group>
      </Group>
      <TreeView
        roots={forest}
        idOf={idOf}
        childrenOf={childrenOf}
        isExpandable={isExpandable}
        expanded={open}
        onToggle={toggle}
        renderNode={(node) => <UnitCard node={node} />}
        label={t('org.hierarchy.businessTree')}
        testId="business-tree"
      />
    </Stack>
  );
}

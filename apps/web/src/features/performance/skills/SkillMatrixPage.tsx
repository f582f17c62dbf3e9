import { useMemo, useRef, useState } from 'react';
import { Checkbox, Group, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { SkillMatrixRow, SkillMatrixView } from '@tenure/domain/performance';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ExportButtons } from '../../../components/table/ExportButtons.tsx';
import { PagePicker } from '../../../components/table/PagePicker.tsx';
import { useSessionStore } from '../../../lib/session/store.ts';
import { departmentsQuery } from '../../../lib/masters/departmentsApi.ts';
import { useLocations } from '../../../lib/masters/geographyApi.ts';
import { useMasterValues } from '../../../lib/masters/masterValuesApi.ts';
import { downloadSkillMatrix, useProficiencyLevels, useSkillMatrix, useSkillOptions } from './skillsApi.ts';

const PAGE_SIZE = 200;
const ROW_HEIGHT = 44;
const column = createColumnHelper<SkillMatrixRow>();

interface Filters {
  departmentId: string;
  locationId: string;
  designation: string;
  skillId: string;
  minLevel: string;
  gapsOnly: boolean;
}

/**
 * /pmm/skill-set-matrix/employee-directory: people × skills with their approved levels, filtered on
 * the server (a page of 200), drawn with TanStack Table and only the visible rows rendered.
 */
export function SkillMatrixPage() {
  const { t } = useTranslation();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const departments = useQuery(departmentsQuery(entityCode));
  const locations = useLocations();
  const designations = useMasterValues('Designation');
  const skills = useSkillOptions();
  const levels = useProficiencyLevels();
  const [filters, setFilters] = useState<Filters>({
    departmentId: '',
    locationId: '',
    designation: '',
    skillId: '',
    minLevel: '',
    gapsOnly: false,
  });
  const [text, setText] = useState('');
  const [searchQuery] = useDebouncedValue(text, 300);
  const [page, setPage] = useState(1);

  const query: Record<string, string> = {};
  for (const key of ['departmentId', 'locationId', 'designation', 'skillId', 'minLevel'] as const)
    if (filters[key]) query[key] = filters[key];
  if (filters.gapsOnly) query.gapsOnly = 'true';
  if (searchQuery.trim()) query.searchQuery = searchQuery.trim();
  const matrix = useSkillMatrix({ ...query, page: String(page), size: String(PAGE_SIZE) });
  const set = (key: keyof Filters, value: string | boolean) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  return (
    <Page title={t('skills.matrix.title')} intro={t('skills.matrix.intro')}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('skills.matrix.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('skills.matrix.department')}
          clearable
          searchable
          data={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          value={filters.departmentId || null}
          onChange={(v) => set('departmentId', v ?? '')}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('skills.matrix.location')}
          clearable
          searchable
          data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={filters.locationId || null}
          onChange={(v) => set('locationId', v ?? '')}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label={t('skills.matrix.designation')}
          clearable
          searchable
          data={(designations.data ?? []).map((d) => d.name)}
          value={filters.designation || null}
          onChange={(v) => set('designation', v ?? '')}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('skills.matrix.skill')}
          clearable
          searchable
          data={(skills.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={filters.skillId || null}
          onChange={(v) => set('skillId', v ?? '')}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('skills.matrix.minLevel')}
          clearable
          disabled={!filters.skillId}
          data={(levels.data ?? []).map((l) => ({ value: String(l.level), label: `≥ ${l.level} ${l.name}` }))}
          value={filters.minLevel || null}
          onChange={(v) => set('minLevel', v ?? '')}
          w={{ base: '100%', xs: 170 }}
        />
        <Checkbox
          label={t('skills.matrix.gapsOnly')}
          checked={filters.gapsOnly}
          onChange={(e) => set('gapsOnly', e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" role="status">
          {matrix.data ? t('skills.matrix.count', { count: matrix.data.total }) : ''}
        </Text>
        <ExportButtons download={(format) => downloadSkillMatrix(query, format)} fileName="skill-matrix" />
      </Group>
      {matrix.isPending ? (
        <LoadingState />
      ) : matrix.isError ? (
        <LoadErrorState error={matrix.error} onRetry={() => void matrix.refetch()} />
      ) : matrix.data.items.length === 0 ? (
        <EmptyState text={t('skills.matrix.empty')} />
      ) : (
        <>
          <MatrixGrid data={matrix.data} />
          {matrix.data.total > PAGE_SIZE && (
            <Group justify="flex-end">
              <PagePicker total={Math.ceil(matrix.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </Page>
  );
}

function MatrixGrid({ data }: { data: SkillMatrixView }) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = useMemo(
    () => [
      column.accessor('displayName', {
        header: t('skills.matrix.employee'),
        cell: (info) => (
          <>
            <Text size="sm" fw={600} lineClamp={1}>
              {info.getValue()}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {[info.row.original.employeeNumber, info.row.original.designation].filter(Boolean).join(' · ')}
            </Text>
          </>
        ),
      }),
      column.accessor('department', { header: t('skills.matrix.department'), cell: (info) => info.getValue() ?? '—' }),
      ...data.skills.map((skill) =>
        column.display({
          id: skill.id,
          header: skill.name,
          cell: (info) => {
            const level = info.row.original.levels[skill.id];
            const gap = info.row.original.gaps.find((g) => g.skillId === skill.id);
            if (gap) {
              return (
                <Tooltip label={t('skills.matrix.gapHint', { required: gap.required })}>
                  <Text c="red.9" fw={700} size="sm">{`${level ?? 0}/${gap.required}`}</Text>
                </Tooltip>
              );
            }
            return level ? (
              <Text fw={700} size="sm">
                {level}
              </Text>
            ) : (
              <Text c="dimmed" size="sm" aria-label={t('skills.matrix.none')}>
                ·
              </Text>
            );
          },
        }),
      ),
      column.display({
        id: 'gaps',
        header: t('skills.matrix.gaps'),
        cell: (info) => info.row.original.gaps.length || '',
      }),
    ],
    [data.skills, t],
  );
  const table = useReactTable({ data: data.items, columns, getCoreRowModel: getCoreRowModel() });
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const width = table.getVisibleLeafColumns().length;

  return (
    <div
      ref={scrollRef}
      style={{ maxHeight: 560, overflow: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('skills.matrix.caption')}
    >
      <Table stickyHeader striped withColumnBorders style={{ minWidth: 360 + data.skills.length * 110 }}>
        <Table.Caption>{t('skills.matrix.caption')}</Table.Caption>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {padTop > 0 && (
            <Table.Tr aria-hidden>
              <Table.Td colSpan={width} style={{ height: padTop, padding: 0 }} />
            </Table.Tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <Table.Tr
                key={row.id}
                style={{ height: ROW_HEIGHT }}
                data-testid={`matrix-row-${row.original.employeeNumber}`}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {padBottom > 0 && (
            <Table.Tr aria-hidden>
              <Table.Td colSpan={width} style={{ height: padBottom, padding: 0 }} />
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}

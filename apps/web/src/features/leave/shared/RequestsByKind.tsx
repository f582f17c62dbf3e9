import { useId, type ComponentProps } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParamChoice } from '../../../lib/useSearchParamChoice.ts';
import type { RequestKind } from '../requestRows.ts';
import { RequestList } from './RequestList.tsx';

const KINDS: readonly [RequestKind, ...RequestKind[]] = ['leave', 'compOff'];

type RequestsByKindProps = Omit<ComponentProps<typeof RequestList>, 'kind'> & {
  /** How many of each kind the list holds, shown on the switch (e.g. the requests waiting for a decision). */
  counts?: Readonly<Record<RequestKind, number>>;
};

/** The `kind` query parameter, so that a link (My Actions' comp-off decisions) opens the right list. */
const REQUEST_KIND_PARAM = 'kind';

/** Leave requests or comp-off requests, one list at a time behind a switch (kept in the URL). */
export function RequestsByKind({ counts, ...props }: RequestsByKindProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [kind, setKind] = useSearchParamChoice(REQUEST_KIND_PARAM, KINDS);
  return (
    <Stack gap="md">
      <div>
        <Text id={labelId} size="sm" fw={500} mb={4}>
          {t('leave.kinds.label')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={kind}
          onChange={setKind}
          data={KINDS.map((value) => {
            const name = t(`leave.kinds.${value}Requests`);
            return { value, label: counts ? t('leave.kinds.withCount', { name, count: counts[value] }) : name };
          })}
        />
      </div>
      <RequestList key={kind} kind={kind} {...props} testId={`${props.testId}-${kind}`} />
    </Stack>
  );
}

import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isContractor } from '@tenure/domain/access';
import type { OnboardingOptionsView } from '@tenure/domain/onboarding';
import { useFormatDate } from '../../lib/dates.ts';
import type { OnboardingFormValues } from './onboardingForm.ts';

/** Everything that will be created, in words, before the user adds the person. */
export function ReviewStep({ values, options }: { values: OnboardingFormValues; options: OnboardingOptionsView }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const { job, contract, personal } = values;
  const none = t('onboarding.review.none');
  const nameOf = (list: { id: string; name: string }[], id: string) => list.find((x) => x.id === id)?.name ?? none;
  const date = (iso: string) => (iso ? formatDate(iso) : none);
  const plans = options.plans.flatMap((type) => {
    const id = values.policies[type.typeKey];
    const plan = id ? type.plans.find((p) => p.id === id) : undefined;
    return plan ? [[type.typeName, plan.name] as const] : [];
  });
  const rows: (readonly [string, string])[] = [
    [
      t('onboarding.review.name'),
      [personal.firstName, personal.middleName, personal.lastName].filter((p) => typeof p === 'string' && p).join(' '),
    ],
    [
      t('onboarding.fields.legalEntityCode'),
      options.legalEntities.find((e) => e.code === job.legalEntityCode)?.name ?? job.legalEntityCode,
    ],
    [t('onboarding.fields.workEmail'), job.workEmail || none],
    [t('onboarding.fields.departmentId'), nameOf(options.departments, job.departmentId)],
    [t('onboarding.fields.locationId'), nameOf(options.locations, job.locationId)],
    [t('onboarding.fields.designation'), job.designation || none],
    [t('onboarding.fields.manager'), job.managerName || none],
    [t('onboarding.fields.employmentType'), job.employmentType || none],
    [t('onboarding.fields.dateOfJoining'), date(job.dateOfJoining)],
    ...plans,
    ...(isContractor(job.employmentType)
      ? [
          [
            t('onboarding.contract.legend'),
            t('onboarding.review.contract', {
              vendor: contract.vendorName,
              start: date(contract.startDate),
              end: date(contract.endDate),
              rate: contract.billingRate,
              currency: contract.currencyId,
            }),
          ] as const,
        ]
      : []),
  ];
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('onboarding.review.intro')}
      </Text>
      <Table withTableBorder variant="vertical" data-testid="onboarding-review">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={220}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

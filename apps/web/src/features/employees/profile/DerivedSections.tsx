import type { ReactNode } from 'react';
import { Box, Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployeeProfileView } from '@tenure/domain/employees';

function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={`section-${id}`}
      data-testid={`profile-section-${id}`}
    >
      <Title order={2} size="h4" id={`section-${id}`} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Assigned policies (read only: HR assigns them in the policies module). */
export function PoliciesSection({ profile }: { profile: EmployeeProfileView }) {
  const { t } = useTranslation();
  const policies = profile.sections.policies ?? [];
  return (
    <SectionCard id="policies" title={t('employees.sections.policies')}>
      {policies.length === 0 ? (
        <Text c="dimmed">{t('employees.profile.noPolicies')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('employees.fields.policyType')}</Table.Th>
              <Table.Th>{t('employees.fields.planName')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {policies.map((policy) => (
              <Table.Tr key={policy.policyType}>
                <Table.Td>{policy.policyType}</Table.Td>
                <Table.Td>{policy.planName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}

/** Where the employee sits in the organisation (read only, from work details and the department tree). */
export function OrganisationComponentsSection({ profile }: { profile: EmployeeProfileView }) {
  const { t } = useTranslation();
  const org = profile.sections.organisationComponents;
  const items = [
    {
      label: t('employees.fields.legalEntity'),
      value: org ? `${org.legalEntity.name} (${org.legalEntity.code})` : null,
    },
    { label: t('employees.fields.parentDepartment'), value: org?.parentDepartment ?? null },
    { label: t('employees.fields.departmentName'), value: org?.department ?? null },
    { label: t('employees.fields.locationName'), value: org?.location ?? null },
  ];
  return (
    <SectionCard id="organisationComponents" title={t('employees.sections.organisationComponents')}>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" m={0}>
        {items.map((item) => (
          <Box key={item.label}>
            <Text component="dt" size="xs" c="dimmed" fw={500}>
              {item.label}
            </Text>
            <Text component="dd" m={0} size="sm" c={item.value ? undefined : 'dimmed'}>
              {item.value ?? t('employees.profile.notProvided')}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

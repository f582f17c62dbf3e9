import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconShieldLock, IconSwitchHorizontal, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { SwitchOrganizationModal } from './SwitchOrganizationModal.tsx';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Profile (employees only), Sign-in security, Switch Organization (more than one entity) and Logout (SPEC §6). */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const entity = useSessionStore((s) => s.entity);
  const entityCount = useSessionStore((s) => s.entities.length);
  const logout = useLogout();
  const [switchOpened, switchModal] = useDisclosure(false);
  if (!user) return null;

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={260}>
        <Menu.Target>
          <UnstyledButton aria-label={t('header.userMenu')} data-testid="profile-menu">
            <Group gap={8} wrap="nowrap">
              <Avatar src={user.profileImage} alt="" radius="xl" color="blue" size={34}>
                {initials(user.name)}
              </Avatar>
              <Text size="sm" fw={600} visibleFrom="lg" truncate maw={160}>
                {user.name}
              </Text>
              {/* A phone's header keeps its room for the search box's placeholder. */}
              <Box visibleFrom="sm" display="flex">
                <IconChevronDown size={16} aria-hidden />
              </Box>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="dark">
              {user.name}
            </Text>
            <Text size="xs" c="dimmed">
              {entity?.legalEntityName ?? t('header.noEntity')}
            </Text>
          </Menu.Label>
          {user.isEmployee && (
            <Menu.Item
              leftSection={<IconUser size={16} aria-hidden />}
              onClick={() => void navigate('/my-profile', { state: { isSelf: true } })}
            >
              {t('header.profile')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconShieldLock size={16} aria-hidden />}
            onClick={() => void navigate('/account-security')}
          >
            {t('header.accountSecurity')}
          </Menu.Item>
          {entityCount > 1 && (
            <Menu.Item leftSection={<IconSwitchHorizontal size={16} aria-hidden />} onClick={switchModal.open}>
              {t('header.switchOrganization')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => logout.mutate()}>
            {t('header.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SwitchOrganizationModal opened={switchOpened} onClose={switchModal.close} />
    </>
  );
}

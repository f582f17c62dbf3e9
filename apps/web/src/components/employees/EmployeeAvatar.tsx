import { Avatar, type AvatarProps } from '@mantine/core';
import { useProfileImageUrl } from '../../lib/employees/profileImage.ts';

interface EmployeeAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  displayName: string;
  profileImage: string | null;
}

/** A person's picture (fetched with the session token), or their initials. */
export function EmployeeAvatar({ displayName, profileImage, ...props }: EmployeeAvatarProps) {
  const url = useProfileImageUrl(profileImage);
  return <Avatar src={url} alt={displayName} name={displayName} color="blue" variant="filled" {...props} />;
}

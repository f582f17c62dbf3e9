import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/index.ts';

/**
 * A profile picture is an authenticated API call (its path is the employee's `profileImage`, which
 * changes with every upload), so an <img src> cannot fetch it: it is downloaded with the token and
 * shown as an object URL, released when the picture changes or the view goes away.
 */
export function useProfileImageUrl(profileImage: string | null): string | null {
  const picture = useQuery({
    queryKey: ['employees', 'profile-image', profileImage],
    queryFn: async () => (await api.download(profileImage ?? '')).blob,
    enabled: profileImage !== null,
    staleTime: Infinity,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picture.data) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(picture.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [picture.data]);
  return url;
}

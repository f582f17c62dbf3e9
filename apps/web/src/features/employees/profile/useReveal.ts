import { useEffect, useState } from 'react';
import type { EditableSectionKey } from '@tenure/domain/employees';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { revealSection } from '../profileApi.ts';

/** How long revealed values stay on screen before they are masked again. */
export const REVEAL_SECONDS = 30;

/** The audited reveal of a section: whole values for a short while, then masked again. */
export function useReveal(employeeNumber: string, section: EditableSectionKey) {
  const messageText = useMessageText();
  const [revealed, setRevealed] = useState<Record<string, string | null> | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => setRevealed(null), REVEAL_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [revealed]);

  const reveal = async () => {
    setLoading(true);
    try {
      setRevealed(await revealSection(employeeNumber, section));
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : String(error));
    } finally {
      setLoading(false);
    }
  };

  return { revealed, loading, reveal: () => void reveal(), hide: () => setRevealed(null) };
}

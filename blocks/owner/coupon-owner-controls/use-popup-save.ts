import { useState } from 'react';

/** A popup's save: busy while it runs, closing the popup once the server has agreed. */
export function usePopupSave(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  return {
    busy,
    run: async (save: () => Promise<boolean>) => {
      setBusy(true);
      const saved = await save();
      setBusy(false);
      if (saved) onClose();
    },
  };
}

import { createRoot } from 'react-dom/client';
import { benchSlots } from './bench-blocks.tsx';

/** The bench's first bare baseline: one createRoot per slot (the usual island model). */
for (const { slot, element } of benchSlots()) createRoot(slot).render(element);

import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { benchSlots } from './bench-blocks.tsx';

/** The bench's second bare baseline: one root rendering every slot through a portal, as the runtime does. */
const host = document.createElement('div');
document.body.appendChild(host);
createRoot(host).render(benchSlots().map(({ slot, element }, i) => createPortal(element, slot, String(i))));

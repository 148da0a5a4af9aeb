import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '#api/query-client.ts';
import type { PageConfig } from '#host/config.ts';
import { HostProvider, type LeaveTo, type RenderCaptcha } from '#host/host-context.tsx';
import { ToastProvider } from '#ui/toast.tsx';

export interface ProvidersProps {
  config: PageConfig;
  queryClient?: QueryClient;
  /** Where blocks render on the server (src/server/): no toast viewport beside each block. */
  server?: boolean;
  /** How blocks leave the page; the browser's navigation unless given (tests pass a fake). */
  leaveTo?: LeaveTo;
  /** The captcha's control; the ALTCHA widget unless given (tests pass a fake). */
  renderCaptcha?: RenderCaptcha;
  children: ReactNode;
}

/** What every island shares: page config and labels, the query cache, toasts. */
export function Providers({ config, queryClient, server = false, leaveTo, renderCaptcha, children }: ProvidersProps) {
  const [queries] = useState(() => queryClient ?? createQueryClient());
  return (
    <HostProvider config={config} leaveTo={leaveTo} renderCaptcha={renderCaptcha}>
      <QueryClientProvider client={queries}>
        <ToastProvider viewport={!server}>{children}</ToastProvider>
      </QueryClientProvider>
    </HostProvider>
  );
}

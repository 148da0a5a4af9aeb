import { createContext, useContext, type ReactNode } from 'react';
import { defaultPageConfig, type PageConfig } from './config.ts';

const HostContext = createContext<PageConfig>(defaultPageConfig);

export function HostProvider({ config, children }: { config: PageConfig; children: ReactNode }) {
  return <HostContext.Provider value={config}>{children}</HostContext.Provider>;
}

/** The page config the host wrote, with defaults filled in. */
export function useHostConfig(): PageConfig {
  return useContext(HostContext);
}

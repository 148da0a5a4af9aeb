import { createContext, useContext, type ReactNode } from 'react';
import { defaultPageConfig, type PageConfig } from './config.ts';
import { leaveTo } from './navigation.ts';

/** Leaves the page for another of our own paths (see navigation.ts's leaveTo). */
export type LeaveTo = typeof leaveTo;

const HostContext = createContext<PageConfig>(defaultPageConfig);
const LeaveToContext = createContext<LeaveTo>(leaveTo);

export interface HostProviderProps {
  config: PageConfig;
  /** How blocks leave the page: the browser's navigation unless given (tests pass a fake). */
  leaveTo?: LeaveTo | undefined;
  children: ReactNode;
}

export function HostProvider({ config, leaveTo: leave = leaveTo, children }: HostProviderProps) {
  return (
    <HostContext.Provider value={config}>
      <LeaveToContext.Provider value={leave}>{children}</LeaveToContext.Provider>
    </HostContext.Provider>
  );
}

/** The page config the host wrote, with defaults filled in. */
export function useHostConfig(): PageConfig {
  return useContext(HostContext);
}

/** How this block leaves the page for another of our own paths: the one way blocks navigate. */
export function useLeaveTo(): LeaveTo {
  return useContext(LeaveToContext);
}

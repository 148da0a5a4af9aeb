import { createContext, useContext, type ReactNode } from 'react';
import type { CaptchaWidgetProps } from '#ui/forms/captcha-field.tsx';
import { defaultPageConfig, type PageConfig } from './config.ts';
import { leaveTo } from './navigation.ts';

/** Leaves the page for another of our own paths (see navigation.ts's leaveTo). */
export type LeaveTo = typeof leaveTo;

/** Renders the control a visitor passes the captcha with (see captcha-field.tsx's useCaptcha). */
export type RenderCaptcha = (props: CaptchaWidgetProps) => ReactNode;

const HostContext = createContext<PageConfig>(defaultPageConfig);
const LeaveToContext = createContext<LeaveTo>(leaveTo);
// note: null stands for the ALTCHA widget, named in captcha-field.tsx rather than here: this module
// is in every island's runtime, the widget's code and styles only in the forms that show it.
const RenderCaptchaContext = createContext<RenderCaptcha | null>(null);

export interface HostProviderProps {
  config: PageConfig;
  /** How blocks leave the page: the browser's navigation unless given (tests pass a fake). */
  leaveTo?: LeaveTo | undefined;
  /** The captcha's control: the ALTCHA widget unless given (tests pass a fake). */
  renderCaptcha?: RenderCaptcha | undefined;
  children: ReactNode;
}

export function HostProvider({ config, leaveTo: leave = leaveTo, renderCaptcha, children }: HostProviderProps) {
  return (
    <HostContext.Provider value={config}>
      <LeaveToContext.Provider value={leave}>
        <RenderCaptchaContext.Provider value={renderCaptcha ?? null}>{children}</RenderCaptchaContext.Provider>
      </LeaveToContext.Provider>
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

/** How the host renders the captcha's control, or null for the ALTCHA widget. */
export function useRenderCaptcha(): RenderCaptcha | null {
  return useContext(RenderCaptchaContext);
}

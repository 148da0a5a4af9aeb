import { createContext, useContext } from 'react';
import type { ReferenceApi } from './reference-api.ts';

const ReferenceApiContext = createContext<ReferenceApi | null>(null);

/** Gives the pickers inside it their calls (the block dialog makes them from its apiBaseUrl). */
export const ReferenceApiProvider = ReferenceApiContext.Provider;

export function useReferenceApi(): ReferenceApi {
  const api = useContext(ReferenceApiContext);
  if (!api) throw new Error('A reference picker needs a ReferenceApiProvider around it');
  return api;
}

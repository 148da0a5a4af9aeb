import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { failureText, type Failure } from '#api/errors/api-error.ts';
import { useSave, type SaveStatus } from '#api/use-save.ts';
import { requestPath, type Endpoint } from '#contracts/endpoint.ts';
import {
  sectionHistoryEndpoint,
  type HomePageSection,
  type SectionHistory,
  type UndoAnswer,
} from '#contracts/section-history.ts';
import { formatDate } from '#format/dates.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { ownerInlineLabels } from './labels.ts';
import { ownerUndoLabels } from './undo-labels.ts';
import type { InlineSetting } from './use-inline-setting.ts';

export interface SectionUndoOptions<Value, Section extends { revision: number }> {
  siteId: string;
  section: HomePageSection;
  /** The section's undo (src/contracts/section-history.ts). */
  endpoint: Endpoint<UndoAnswer<Section>, { revision: number }>;
  /** The section's revision the page holds: what an undo names, and what the history shown is of. */
  revision: number;
  /** The section's inline setting: its changes go through `commit` here. */
  setting: InlineSetting<Value>;
  /** Writes the section an undo answered into the page's query, as the section's save does. */
  store: (section: Section, queryClient: QueryClient) => void;
}

/**
 * Why Undo is unavailable: a save or undo is under way ('saving'); the section was changed
 * elsewhere, as a save or the undo itself was told (409), until the owner reloads
 * ('changedElsewhere'); the section's history could not be loaded ('historyFailed'); no change
 * is kept ('nothingToUndo').
 */
export type UndoUnavailable = 'saving' | 'changedElsewhere' | 'historyFailed' | 'nothingToUndo';

export interface SectionUndo<Value> {
  /** The section's history (how many changes can be undone, the last one's date and author); undefined until loaded, or when it could not be. */
  history: SectionHistory | undefined;
  /** Why Undo may not be pressed now (UndoUnavailable); null when it may. */
  unavailable: UndoUnavailable | null;
  /** An undo is under way: the section's inputs are unavailable and `commit` takes no change until it is answered. */
  pending: boolean;
  /** Puts back the value before the last change; `shown` tells what came of it. */
  undo: () => void;
  /** The setting's commit: from then on the section's status is that save's. Refused (false) while an undo is under way, which would name the same revision. */
  commit: (next: Value) => Promise<boolean>;
  /** The status the section shows: its latest save's or undo's (SaveStatus's `setting`). */
  shown: { status: SaveStatus; failure: Failure | null; reload: () => Promise<void> };
  /** The undo's words for SaveStatus while the status shown is an undo's; undefined while it is a save's. */
  texts: { saved: string; failed: string } | undefined;
}

/** When a change was made, as the owner reads it: date and time in the page's locale. */
export const formatChangeTime = (iso: string, locale: string) =>
  formatDate(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Undo of a section's last change, beside its inline setting (issue 39, item 7): the history of the
 * revision shown (fetched again whenever the revision changes), the undo as a save (useSave) naming
 * that revision, and one status for the section, that of whichever came last, the owner's change
 * or the undo. An undo's answer goes into the page's query as a save's does, so the section shows
 * the value put back; a refused one changes nothing shown and says why (409: Reload).
 */
export function useSectionUndo<Value, Section extends { revision: number }>({
  siteId,
  section,
  endpoint,
  revision,
  setting,
  store,
}: SectionUndoOptions<Value, Section>): SectionUndo<Value> {
  const api = useApiClient();
  const labels = useLabels(ownerInlineLabels);
  const undoLabels = useLabels(ownerUndoLabels);
  const { locale } = useHostConfig();
  const request = { params: { section }, query: { siteId } };
  // note: one entry per revision, so a save's or a reload's new revision fetches its history afresh.
  const historyKey = (of: number) =>
    ['api', requestPath(sectionHistoryEndpoint.path, request.params, request.query), of] as const;
  const held = useQuery({
    queryKey: historyKey(revision),
    queryFn: async ({ signal }) => (await api.request(sectionHistoryEndpoint, { ...request, signal })).data,
    placeholderData: keepPreviousData,
  });
  const [restored, setRestored] = useState<string | null>(null);
  const undoing = useSave({
    send: async (edited: number) => (await api.request(endpoint, { query: { siteId }, json: { revision: edited } })).data,
    onSaved: (answer, _edited, client) => {
      setRestored(answer.restoredVersionOf);
      // note: the history first, so the section's new revision finds it.
      client.setQueryData<SectionHistory>(historyKey(answer.section.revision), answer.history);
      store(answer.section, client);
    },
    keepSaved: true,
  });
  // note: the undo is idle until pressed, and commit puts it back to idle: past that, the owner's change came last.
  const undoShown = undoing.status !== 'idle';
  const unavailable: UndoUnavailable | null =
    setting.status === 'pending' || undoing.status === 'pending'
      ? 'saving'
      : setting.status === 'conflict' || undoing.status === 'conflict'
        ? 'changedElsewhere'
        : held.isError
          ? 'historyFailed'
          : (held.data?.steps ?? 0) === 0
            ? 'nothingToUndo'
            : null;

  return {
    history: held.data,
    unavailable,
    pending: undoing.status === 'pending',
    undo() {
      void undoing.save(revision);
    },
    commit(next) {
      // note: the undo names the revision held; a save sent now would name it too and race it.
      if (undoing.status === 'pending') return Promise.resolve(false);
      undoing.reset();
      return setting.commit(next);
    },
    shown: undoShown
      ? {
          status: undoing.status,
          failure: undoing.failure,
          async reload() {
            await setting.reload();
            undoing.reset();
          },
        }
      : setting,
    texts: undoShown
      ? {
          saved:
            restored === null
              ? undoLabels.undoneEarliest
              : fillLabel(undoLabels.undone, { date: formatChangeTime(restored, locale) }),
          failed: `${failureText(undoing.failure, labels.saveFailed)} ${undoLabels.undoFailed}`,
        }
      : undefined,
  };
}

import type { UserProfile } from '#contracts/impersonation.ts';
import { useLabels } from '#host/labels.ts';
import { Modal } from '#ui/modal.tsx';
import { switchUserLabels } from './labels.ts';

export interface SearchResultsProps {
  results: UserProfile[] | null;
  onChoose: (user: UserProfile) => void;
  onClose: () => void;
}

/** The 'Search results' modal: each result is a button (keyboard too) that switches to that user. */
export function SearchResults({ results, onChoose, onClose }: SearchResultsProps) {
  const labels = useLabels(switchUserLabels);
  return (
    <Modal open={results !== null} title={labels.resultsTitle} onClose={onClose} className="cmsb-switch-user__results">
      <p>{labels.resultsBody}</p>
      {results?.length === 0 && <p className="cmsb-switch-user__none">{labels.noResults}</p>}
      {results && results.length > 0 && (
        <ul className="cmsb-switch-user__list">
          {results.map((user) => (
            <li key={user.rcn}>
              <button type="button" className="cmsb-switch-user__result" onClick={() => onChoose(user)}>
                <span className="cmsb-switch-user__cell">
                  <span className="cmsb-switch-user__key">{labels.name}</span> {user.name}
                </span>
                <span className="cmsb-switch-user__cell">
                  <span className="cmsb-switch-user__key">{labels.email}</span> {user.email}
                </span>
                <span className="cmsb-switch-user__cell">
                  <span className="cmsb-switch-user__key">{labels.rcn}</span> {user.rcn}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { ApiClient } from '#api/client.ts';
import { classifyFailure } from '#api/errors/api-error.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import { PROFILE_NAME_FILTER, profileLookupEndpoint, profileSearchEndpoint, type ProfileLookup } from '#contracts/conference.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { purchaseLabels } from './labels.ts';

/** The profile with `rcn`, for 'Auto Populate' and a chosen search result. */
const profileLookupQueryOptions = (api: ApiClient, rcn: string) =>
  apiQueryOptions(api, profileLookupEndpoint, { params: { rcn } });

/** The profiles whose name holds `name`, for the results modal; every Search asks the server (profiles change). */
const profileSearchQueryOptions = (api: ApiClient, name: string) => ({
  ...apiQueryOptions(api, profileSearchEndpoint, { query: { [PROFILE_NAME_FILTER]: name } }),
  staleTime: 0,
});

/**
 * Looks a profile up through the query cache (one looked up moments ago answers at once): the
 * profile, or the text to show instead, 'User not found' or the unknown error.
 */
function useLookUp(): (rcn: string) => Promise<ProfileLookup | string> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const labels = useLabels(purchaseLabels);
  const { unknownError } = useLabels(conferenceLabels);
  return (rcn) =>
    queryClient
      .query(profileLookupQueryOptions(api, rcn))
      .catch((error: unknown) => (classifyFailure(error).kind === 'not-found' ? labels.userNotFound : unknownError));
}

/** 'Auto Populate': fills the ticket from the profile whose RCN is typed on the badge. */
export function AutoPopulate({ rcn, onFill }: { rcn: string; onFill: (profile: ProfileLookup) => void }) {
  const labels = useLabels(purchaseLabels);
  const lookUpProfile = useLookUp();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const populate = async () => {
    const wanted = rcn.trim();
    if (!wanted) {
      setProblem(labels.enterRcn);
      return;
    }
    setBusy(true);
    setProblem('');
    const found = await lookUpProfile(wanted);
    setBusy(false);
    if (typeof found === 'string') setProblem(found);
    else onFill(found);
  };
  return (
    <div className="cmsb-tickets__populate">
      <Button variant="secondary" busy={busy} onClick={() => void populate()}>
        {labels.autoPopulate}
      </Button>
      <p className="cmsb-tickets__note" role="status">
        {problem}
      </p>
    </div>
  );
}

/** Searches profiles by name; choosing one in the results fills the ticket with that profile. */
export function ProfileSearch({ onFill }: { onFill: (profile: ProfileLookup) => void }) {
  const labels = useLabels(purchaseLabels);
  const { unknownError } = useLabels(conferenceLabels);
  const api = useApiClient();
  const lookUpProfile = useLookUp();
  const [name, setName] = useState('');
  /** The name searched for, while its results are wanted: null before a search and once the modal closes. */
  const [searched, setSearched] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const results = useQuery({ ...profileSearchQueryOptions(api, searched ?? ''), enabled: searched !== null });
  const [choosing, setChoosing] = useState<string | null>(null);
  const [problem, setProblem] = useState('');

  const find = () => {
    const wanted = name.trim();
    setProblem('');
    setNote(wanted ? '' : labels.enterName);
    if (!wanted) setSearched(null);
    // The same name again after a failure: its query is still the one shown, so it is asked again.
    else if (wanted === searched) void results.refetch();
    else setSearched(wanted);
  };

  const choose = async (rcn: string) => {
    setChoosing(rcn);
    const found = await lookUpProfile(rcn);
    setChoosing(null);
    if (typeof found === 'string') {
      setProblem(found);
      return;
    }
    setSearched(null);
    onFill(found);
  };

  return (
    <div className="cmsb-tickets__search">
      <TextField
        label={labels.profileName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            find();
          }
        }}
      />
      <Button variant="secondary" busy={results.isFetching} onClick={find}>
        {labels.search}
      </Button>
      <p className="cmsb-tickets__note" role="status">
        {note || (results.isError && !results.isFetching ? unknownError : '')}
      </p>
      <Modal open={searched !== null && results.isSuccess} title={labels.searchResults} onClose={() => setSearched(null)}>
        {searched !== null && results.isSuccess && (
          <>
            <p>{results.data.length > 0 ? labels.clickToPopulate : fillLabel(labels.noResults, { name: searched })}</p>
            <ul className="cmsb-tickets__results">
              {results.data.map((result) => (
                <li key={result.rcn}>
                  <Button
                    variant="secondary"
                    className="cmsb-tickets__result"
                    busy={choosing === result.rcn}
                    disabled={choosing !== null}
                    onClick={() => void choose(result.rcn)}
                  >
                    <span className="cmsb-tickets__result-name">{result.name}</span>
                    <span>{result.email}</span>
                    <span>{result.rcn}</span>
                  </Button>
                </li>
              ))}
            </ul>
            {problem && (
              <p className="cmsb-tickets__note" role="alert">
                {problem}
              </p>
            )}
          </>
        )}
      </Modal>
    </div>
  );
}

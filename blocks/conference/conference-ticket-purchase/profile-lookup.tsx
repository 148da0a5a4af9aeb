import { useState } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import type { ApiClient } from '../../../src/api/client.ts';
import { classifyFailure } from '../../../src/api/errors/api-error.ts';
import {
  PROFILE_NAME_FILTER,
  profileLookupEndpoint,
  profileSearchEndpoint,
  type ProfileLookup,
  type ProfileResult,
} from '../../../src/contracts/conference.ts';
import { fillLabel, useLabels } from '../../../src/host/labels.ts';
import { Button } from '../../../src/ui/forms/button.tsx';
import { Modal } from '../../../src/ui/modal.tsx';
import { TextField } from '../../../src/ui/forms/text-field.tsx';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { purchaseLabels } from './labels.ts';

/** The profile with `rcn`, or the text to show instead: 'User not found', or the unknown error. */
async function lookUp(api: ApiClient, rcn: string, texts: { notFound: string; failed: string }): Promise<ProfileLookup | string> {
  try {
    return (await api.request(profileLookupEndpoint, { params: { rcn } })).data;
  } catch (error) {
    return classifyFailure(error).kind === 'not-found' ? texts.notFound : texts.failed;
  }
}

function useLookUp() {
  const api = useApiClient();
  const labels = useLabels(purchaseLabels);
  const { unknownError } = useLabels(conferenceLabels);
  return (rcn: string) => lookUp(api, rcn, { notFound: labels.userNotFound, failed: unknownError });
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

type Search =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; name: string; results: ProfileResult[] }
  | { status: 'failed'; text: string };

/** Searches profiles by name; choosing one in the results fills the ticket with that profile. */
export function ProfileSearch({ onFill }: { onFill: (profile: ProfileLookup) => void }) {
  const labels = useLabels(purchaseLabels);
  const { unknownError } = useLabels(conferenceLabels);
  const api = useApiClient();
  const lookUpProfile = useLookUp();
  const [name, setName] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [choosing, setChoosing] = useState<string | null>(null);
  const [problem, setProblem] = useState('');

  const find = async () => {
    const wanted = name.trim();
    if (!wanted) {
      setSearch({ status: 'failed', text: labels.enterName });
      return;
    }
    setSearch({ status: 'searching' });
    try {
      const { data } = await api.request(profileSearchEndpoint, { query: { [PROFILE_NAME_FILTER]: wanted } });
      setProblem('');
      setSearch({ status: 'found', name: wanted, results: data });
    } catch {
      setSearch({ status: 'failed', text: unknownError });
    }
  };

  const choose = async (rcn: string) => {
    setChoosing(rcn);
    const found = await lookUpProfile(rcn);
    setChoosing(null);
    if (typeof found === 'string') {
      setProblem(found);
      return;
    }
    setSearch({ status: 'idle' });
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
            void find();
          }
        }}
      />
      <Button variant="secondary" busy={search.status === 'searching'} onClick={() => void find()}>
        {labels.search}
      </Button>
      <p className="cmsb-tickets__note" role="status">
        {search.status === 'failed' ? search.text : ''}
      </p>
      <Modal open={search.status === 'found'} title={labels.searchResults} onClose={() => setSearch({ status: 'idle' })}>
        {search.status === 'found' && (
          <>
            <p>{search.results.length > 0 ? labels.clickToPopulate : fillLabel(labels.noResults, { name: search.name })}</p>
            <ul className="cmsb-tickets__results">
              {search.results.map((result) => (
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

import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { ApiClient } from '#api/client.ts';
import { classifyFailure } from '#api/errors/api-error.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import { LAST_NAME_FILTER, userProfileSearchEndpoint, type UserProfile } from '#contracts/impersonation.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { hasErrors } from '#ui/forms/field-validation.ts';
import { Spinner } from '#ui/forms/spinner.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { focusFirstError } from '#ui/forms/focus-first-error.ts';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { useStyles } from '#ui/use-styles.ts';
import { validateRequired } from '#validation/required.ts';
import { impersonationFailureText, isSwitching, useImpersonationActions } from '../shared/impersonation-actions.ts';
import {
  impersonationMayBeActive,
  isImpersonating,
  panelLoadsStatus,
  switchBackNeedsPassword,
  useImpersonationStatus,
} from '../shared/impersonation-status.ts';
import { switchUserLabels } from './labels.ts';
import { SearchResults } from './switch-user-results.tsx';
import css from './switch-user.css?inline';

type Field = 'target' | 'password';
type Errors = Partial<Record<Field, string>>;

/** What a submit lacks: the user to switch to, and the password when switching back needs it. */
export function switchUserErrors(
  values: { target: string; password: string },
  needs: { target: boolean; password: boolean },
): Errors {
  const errors: Errors = {};
  const target = needs.target ? validateRequired(values.target) : null;
  const password = needs.password ? validateRequired(values.password) : null;
  if (target) errors.target = target;
  if (password) errors.password = password;
  return errors;
}

/** The users whose last name starts with `lastName` (all of them for an empty one), in the shared query cache. */
export const userSearchQueryOptions = (api: ApiClient, lastName: string) =>
  apiQueryOptions(api, userProfileSearchEndpoint, { query: { [LAST_NAME_FILTER]: lastName.trim() } });

/** The super-users' switch-user panel (commerce.md 2): look a user up by last name, switch to them, end it. */
export function SwitchUser() {
  useStyles(css);
  const labels = useLabels(switchUserLabels);
  const { user } = useHostConfig();
  const client = useApiClient();
  const statusQuery = useImpersonationStatus(panelLoadsStatus(user, impersonationMayBeActive()));
  const status = statusQuery.data;
  const { switchUser, end } = useImpersonationActions(status);

  const [lastName, setLastName] = useState('');
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The last name looked up (null before any Lookup, and once a switch is attempted), and whether its results are open.
  const [searched, setSearched] = useState<string | null>(null);
  const [resultsOpen, setResultsOpen] = useState(false);
  const search = useQuery({ ...userSearchQueryOptions(client, searched ?? ''), enabled: searched !== null, staleTime: 0 });
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const focusAfterRender = useFocusAfterRender();

  if (!statusQuery.isEnabled || statusQuery.isError || status?.isSu === false) {
    return (
      <div className="cmsb-switch-user" data-state="not-allowed">
        <Alert type="info">{labels.notAllowed}</Alert>
      </div>
    );
  }
  if (!status) {
    return (
      <div className="cmsb-switch-user" data-state="loading">
        <Spinner label={labels.loading} />
      </div>
    );
  }

  const impersonating = isImpersonating(status);
  const needsPassword = impersonating && switchBackNeedsPassword(status);
  const busy = isSwitching(switchUser) || isSwitching(end);
  // One warning box: the failure of the last thing done, a Lookup or a switch (each clears the other's).
  const searchFailure = searched !== null && search.isError ? classifyFailure(search.error) : null;
  const failure = searchFailure ?? switchUser.failure ?? end.failure;
  // A failed search clears and hides the results (commerce.md 8), even the ones an earlier search left.
  const results: UserProfile[] | null = resultsOpen && search.isSuccess ? search.data : null;

  const attempt = (name: string | null, run: () => void) => {
    const found = switchUserErrors({ target: name ?? '', password }, { target: name !== null, password: needsPassword });
    setErrors(found);
    if (hasErrors(found)) {
      focusAfterRender(() => focusFirstError(formRef.current));
      return;
    }
    setSearched(null);
    run();
  };
  const switchTo = (name: string) => attempt(name, () => void switchUser.save({ target: name, password }));
  const onSwitch = (event: SyntheticEvent) => {
    event.preventDefault();
    switchTo(target);
  };
  const onEnd = () => attempt(null, () => void end.save({ password }));
  const onLookup = (event: SyntheticEvent) => {
    event.preventDefault();
    switchUser.reset();
    end.reset();
    setResultsOpen(true);
    // The same name again asks the server again: Lookup always shows what it holds now.
    if (searched === lastName) void search.refetch();
    else setSearched(lastName);
  };
  // Choosing a result puts its RCN in the field and switches ('Click to switch to user'); a refused
  // switch leaves it there to retry or edit.
  const onChoose = (chosen: UserProfile) => {
    setResultsOpen(false);
    setTarget(chosen.rcn);
    switchTo(chosen.rcn);
  };

  return (
    <section
      className="cmsb-switch-user"
      data-state={busy ? 'switching' : impersonating ? 'impersonating' : 'ready'}
      aria-labelledby={titleId}
    >
      <h2 className="cmsb-switch-user__title" id={titleId}>
        {labels.title}
      </h2>
      {impersonating && status.impersonatedUser && (
        <p className="cmsb-switch-user__current">
          <strong>{labels.impersonating}</strong> {status.impersonatedUser.id} {status.impersonatedUser.username}
        </p>
      )}
      {failure && (
        <Alert type="warning" className="cmsb-switch-user__failure">
          {impersonationFailureText(failure)}
        </Alert>
      )}
      <form className="cmsb-switch-user__row" onSubmit={onLookup} noValidate>
        <TextField
          label={labels.searchLabel}
          placeholder={labels.searchPlaceholder}
          value={lastName}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setLastName(event.target.value)}
          className="cmsb-switch-user__grow"
        />
        <Button type="submit" variant="secondary" busy={search.isFetching} disabled={busy}>
          {labels.lookup}
        </Button>
      </form>
      <form ref={formRef} className="cmsb-switch-user__switch" onSubmit={onSwitch} noValidate>
        <div className="cmsb-switch-user__row">
          <TextField
            label={labels.targetLabel}
            placeholder={labels.inputPlaceholder}
            value={target}
            maxLength={100}
            autoComplete="off"
            required
            error={errors.target}
            onChange={(event) => {
              setTarget(event.target.value);
              setErrors((current) => ({ ...current, target: undefined }));
            }}
            className="cmsb-switch-user__grow"
          />
          {needsPassword && (
            <TextField
              type="password"
              label={labels.passwordLabel}
              hint={labels.passwordHint}
              value={password}
              autoComplete="current-password"
              required
              error={errors.password}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              className="cmsb-switch-user__grow"
            />
          )}
        </div>
        <div className="cmsb-switch-user__actions">
          <Button type="submit" busy={isSwitching(switchUser)} disabled={busy}>
            {labels.switchToUser}
          </Button>
          {impersonating && (
            <Button variant="secondary" busy={isSwitching(end)} disabled={busy} onClick={onEnd}>
              {labels.endImpersonation}
            </Button>
          )}
        </div>
      </form>
      <SearchResults results={results} onChoose={onChoose} onClose={() => setResultsOpen(false)} />
    </section>
  );
}

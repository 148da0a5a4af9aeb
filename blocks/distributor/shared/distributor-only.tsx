import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { loginHref } from '#host/navigation.ts';
import { Alert } from '#ui/alert.tsx';
import { Button, buttonClassName, useButtonStyles } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { distributorToolLabels } from './labels.ts';

/** The spec's refusal for anyone but a distributor or employee, with a login button that comes back here. */
export function DistributorOnly() {
  useButtonStyles();
  const labels = useLabels(distributorToolLabels);
  const { routes } = useHostConfig();
  return (
    <Alert type="info" className="cmsb-distributor-only">
      <p>{labels.distributorOnly}</p>
      <p>
        <a className={buttonClassName('primary')} href={loginHref(routes)}>
          {labels.logIn}
        </a>
      </p>
    </Alert>
  );
}

/**
 * The tool's details did not load: say so, with a way to try again. It loaded with the page, so
 * nobody asked for it just now: announced, without taking the focus.
 */
export function DistributorLoadFailed({ retry }: { retry: () => void }) {
  const labels = useLabels(distributorToolLabels);
  return (
    <ErrorBanner
      message={labels.loadFailed}
      takesFocus={false}
      action={
        <Button variant="secondary" onClick={retry}>
          {labels.tryAgain}
        </Button>
      }
    />
  );
}

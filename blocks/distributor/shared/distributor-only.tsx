import { useHostConfig } from '../../../src/host/host-context.tsx';
import { useLabels } from '../../../src/host/labels.ts';
import { loginHref } from '../../../src/host/navigation.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { Button, buttonClassName, useButtonStyles } from '../../../src/ui/forms/button.tsx';
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

/** The tool's details did not load: say so, with a way to try again. */
export function DistributorLoadFailed({ retry }: { retry: () => void }) {
  const labels = useLabels(distributorToolLabels);
  return (
    <Alert type="warning">
      <p>{labels.loadFailed}</p>
      <p>
        <Button variant="secondary" onClick={retry}>
          {labels.tryAgain}
        </Button>
      </p>
    </Alert>
  );
}
